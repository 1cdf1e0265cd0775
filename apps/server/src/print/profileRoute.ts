import { createHash } from 'node:crypto';
import { printProfileContract } from '@layout/model';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/contract';

/**
 * GET /api/print/profile: the print profile's ICC bytes (the server's PRINT_ICC_PROFILE, else
 * Layout's Coated FOGRA39), for the editor to show CMYK colours through it (issue 26). No session:
 * guests edit too, and every Print Ready PDF embeds the profile anyway. The bytes change only when
 * the server restarts with another profile, so a browser keeps them and asks again with their
 * ETag (a 304 costs no bytes); `no-cache` makes it ask, so a new profile shows on the next load.
 */
export async function printProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bytes = Buffer.from(app.config.printProfile.bytes);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  app.route({
    ...routeOptions(printProfileContract.profile),
    handler: async (request, reply) => {
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      const asked = request.headers['if-none-match'];
      // Not modified: no body, so no status of the contract's (which lists answers with one).
      if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return (reply as FastifyReply).code(304).send();
      return reply.header('content-type', 'application/vnd.iccprofile').send(bytes);
    },
  });
}
