import { filesContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/contract';
import { notFound } from '../http/errors';
import { fileCacheControl } from './fileCaching';
import { isValidKey } from './storage';

/**
 * GET /api/files/<key>: a stored file from local storage. A key is a capability: random (a UUID,
 * 122 bits), never reused, and listed only to those who may use the file (its owner, an admin, or
 * everyone for the public libraries), so the route asks for no session (the canvas loads pictures
 * anonymously, cross-origin). The server itself never reads a key on a user's behalf without the
 * row-level check (storage/fileAccess.ts). Exports are not served here. Keys are never reused, so
 * the bytes under one never change: browsers may keep them for a year (proxies only the public
 * libraries' files). Pictures are
 * sent with CORS open so the canvas can read them (spec 001 section 5: anonymous cross-origin).
 */
/** Folders of generated files that are never served by key. */
const PRIVATE_FOLDERS = ['exports/', 'orders/'];

export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOptions(filesContract.file),
    handler: async (request, reply) => {
      const key = request.params['*'];
      // Exports are handed out only through their signed, expiring link (/api/downloads), and orders'
      // PDFs through /api/orders/:id/pdf to their customer and admins: never here.
      const file = isValidKey(key) && !PRIVATE_FOLDERS.some((folder) => key.startsWith(folder)) ? await app.storage.get(key) : null;
      if (!file) throw notFound('File not found');
      return (
        reply
          .header('content-type', file.contentType)
          // A user's own files are private: kept by their browser, by no shared cache (fileCaching.ts).
          .header('cache-control', fileCacheControl(key))
          .header('access-control-allow-origin', '*')
          // Shared as openly as CORS shares it, over the same-origin default of the security headers.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own must not run anything, even one that slipped past sanitising.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(file.body)
      );
    },
  });
}
