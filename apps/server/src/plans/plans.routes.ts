import { paymentsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { cancelPlan, startPlanCheckout } from './plans.service';

/** The PRO storage plan: buy it (a checkout priced on the server) and cancel it. The rules are in plans.service.ts. */
export async function plansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: authorize(SIGNED_IN) };

  app.route({
    ...routeOptions(paymentsContract.planCheckout),
    ...signedIn,
    handler: async (request) => startPlanCheckout(app, currentUser(request)),
  });

  app.route({
    ...routeOptions(paymentsContract.cancelPlan),
    ...signedIn,
    handler: async (request) => cancelPlan(app, currentUser(request)),
  });
}
