import { catalogueContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/contract';
import { listCategories, listProductSizes, listProducts, listTemplateGroups } from './catalogue.queries';

/** The print catalogue, open to everyone including guests (spec 000 section 7). */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOptions(catalogueContract.categories), handler: async () => listCategories(app.db) });
  app.route({ ...routeOptions(catalogueContract.productSizes), handler: async () => listProductSizes(app.db) });
  app.route({ ...routeOptions(catalogueContract.products), handler: async () => listProducts(app.db) });
  app.route({ ...routeOptions(catalogueContract.templateGroups), handler: async () => listTemplateGroups(app.db) });
}
