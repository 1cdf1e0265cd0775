import { exportsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../http/contract';
import { forbidden, notFound } from '../http/errors';
import { attachmentDisposition } from '../storage/contentDisposition';
import { createDownloadLinkSigner } from '../storage/downloadLinks';
import { isValidKey } from '../storage/storage';

/**
 * The query of a signed download link (storage/downloadLinks.ts). Read by the route, not declared
 * in its contract: a link missing a part is as invalid as a forged one (403), not a 422.
 */
const downloadQuery = z.object({
  expires: z.coerce.number().int(),
  name: z.string().min(1).max(300),
  signature: z.string().min(1).max(100),
});

/**
 * GET /api/downloads/<key>?expires=&name=&signature=: an export from local storage, through the
 * link `downloadUrl` signed (storage/downloadLinks.ts). The signature covers the key, the expiry
 * and the file name, so none can be changed; an expired link is refused even when genuine.
 */
export async function downloadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signer = createDownloadLinkSigner(app.config.jwtSecret);

  app.route({
    ...routeOptions(exportsContract.download),
    handler: async (request, reply) => {
      const key = request.params['*'];
      const query = downloadQuery.safeParse(request.query);
      if (!query.success || !isValidKey(key) || !signer.verify(key, query.data.expires, query.data.name, query.data.signature)) {
        throw forbidden('Invalid download link', 'This download link is not valid.');
      }
      const { expires, name } = query.data;
      if (expires * 1000 < Date.now()) throw forbidden('Download link expired', 'This download link has expired; download the design again.');
      const file = await app.storage.get(key);
      if (!file) throw notFound('The file of this download is no longer available');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  });
}
