import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './errors';

/** Files under /assets/ carry a hash of their content in their names: they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is checked again on every visit. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from `webDist`, when there is one: its files, with the Brotli or gzip
 * copy the build wrote beside each (apps/web/precompress.ts) when the browser accepts it, and
 * index.html for every other GET outside /api (the single-page app shows its own 404). Other
 * requests get the API's JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(resolve(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      // The headers are set here, so the library's own Cache-Control would only repeat them.
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', path.startsWith(resolve(webDist, 'assets')) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(routeNotFound(request.method, request.url));
  });
}
