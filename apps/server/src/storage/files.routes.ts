import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { isValidKey } from './storage';

/**
 * GET /api/files/<key>: a stored file from local storage. Keys are random and never reused, so
 * the bytes under one never change: browsers and proxies may keep them for a year. Pictures are
 * sent with CORS open so the canvas can read them (spec 001 section 5: anonymous cross-origin).
 */
export async function filesRoutes(app: FastifyInstance) {
  app.get('/files/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isValidKey(key) ? await app.storage.get(key) : null;
    if (!file) throw notFound('File not found');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run anything, even one that slipped past sanitising.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(file.body);
  });
}
