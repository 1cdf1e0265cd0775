import { publicContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryOfIp } from '../geo/country';
import { routeOptions } from '../http/contract';

/** Liveness and the public facts the web app needs before anyone signs in. */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Registered only after migrations and seeding finished (see app.ts), so 200 means ready.
  app.route({ ...routeOptions(publicContract.health), handler: async () => ({ status: 'ok' as const }) });
  app.route({ ...routeOptions(publicContract.config), handler: async () => ({ ...app.config.company, paymentProvider: app.payments.name }) });
  app.route({ ...routeOptions(publicContract.country), handler: async (request) => ({ country: countryOfIp(request.ip) }) });
}
