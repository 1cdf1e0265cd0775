import type { FastifyInstance } from 'fastify';
import { countryOfIp } from '../geo/country';

/** Liveness and the public facts the web app needs before anyone signs in. */
export async function publicRoutes(app: FastifyInstance) {
  // Registered only after migrations and seeding finished (see app.ts), so 200 means ready.
  app.get('/health', async () => ({ status: 'ok' }));

  /** The print company's details (product name and the links to its website). */
  app.get('/config', async () => app.config.company);

  /** The caller's country from its IP, for the post-login sequence; null when unknown. */
  app.get('/geo/country', async (request) => ({ country: countryOfIp(request.ip) }));
}
