import { commissionsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/contract';

/**
 * GET /commissions/info (spec 000 section 7): the stock fee, { percent, dollar }, that buyers pay
 * on a paid item's price. It comes from the configuration (STOCK_FEE_PERCENT, STOCK_FEE_DOLLAR)
 * until an admin screen keeps it; prices the API answers (fullCost) already include it.
 */
export async function commissionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOptions(commissionsContract.info), handler: async () => ({ ...app.config.commission }) });
}
