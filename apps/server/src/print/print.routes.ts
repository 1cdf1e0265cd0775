import { printContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN, authorize } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { createPrintColors } from './printColors';

/** The print profile (not in the spec): how the press prints a design's colours, for the Download dialog's print check. */
export async function printRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const printColors = createPrintColors(async () => app.config.printProfile.bytes);
  app.addHook('onClose', async () => printColors.close());

  app.route({
    ...routeOptions(printContract.printColors),
    onRequest: authorize(SIGNED_IN),
    handler: async (request) => printColors.check(request.body.colors),
  });
}
