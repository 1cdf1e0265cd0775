import { catalogueContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMINS, authorize } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { notFound } from '../http/errors';
import { listCategories, listProductSizes, listProducts, listTemplateGroups, setProductPrinting } from './catalogue.queries';

/** The print catalogue, open to everyone including guests (spec 000 section 7); admins set how each product prints. */
export async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOptions(catalogueContract.categories), handler: async () => listCategories(app.db) });
  app.route({ ...routeOptions(catalogueContract.productSizes), handler: async () => listProductSizes(app.db) });
  app.route({ ...routeOptions(catalogueContract.products), handler: async () => listProducts(app.db) });
  app.route({ ...routeOptions(catalogueContract.templateGroups), handler: async () => listTemplateGroups(app.db) });
  app.route({
    ...routeOptions(catalogueContract.setPrinting),
    onRequest: authorize(ADMINS),
    handler: async (request) => {
      if (!(await setProductPrinting(app.db, request.params.id, request.body))) throw notFound('Product not found');
      const [product] = await listProducts(app.db, request.params.id);
      return product!;
    },
  });
}
