import { publicContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryOfIp } from '../geo/country';
import { routeOptions } from '../http/contract';
import { notReadyReasons } from './readiness';

/** Liveness, readiness and the public facts the web app needs before anyone signs in. */
export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The process is alive. Registered only after migrations and seeding finished (see app.ts).
  app.route({ ...routeOptions(publicContract.health), handler: async () => ({ status: 'ok' as const }) });
  // Checked at each call (health/readiness.ts): a load balancer takes the instance out of rotation on 503.
  app.route({
    ...routeOptions(publicContract.ready),
    handler: async (request, reply) => {
      const reasons = await notReadyReasons(app, request.log);
      if (reasons.length === 0) return { status: 'ready' as const };
      return reply.code(503).send({
        statusCode: 503,
        message: 'Service Unavailable',
        details: `Not ready: ${reasons.join('; ')}`,
        status: 'not ready' as const,
        reasons,
        requestId: request.id,
      });
    },
  });
  // The web app's error reporting is named only when it is on (SENTRY_WEB_DSN; never the server's SENTRY_DSN).
  const webErrorReporting = app.config.webErrorReporting ? { errorReporting: app.config.webErrorReporting } : {};
  app.route({ ...routeOptions(publicContract.config), handler: async () => ({ ...app.config.company, paymentProvider: app.payments.name, ...webErrorReporting }) });
  app.route({ ...routeOptions(publicContract.country), handler: async (request) => ({ country: countryOfIp(request.ip) }) });
}
