import { ordersContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMINS, SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { notFound } from '../http/errors';
import { changeOrderStatus, orderInbox, ordersOf, placeOrder, visibleOrder } from './orders.service';

/**
 * Orders sent to print through Layout's own order page (spec 000 sections 2 and 4): the customer
 * places the order and sees theirs; admins keep the inbox (list, PDF, mark printed). The rules
 * are in orders.service.ts.
 */
export async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: authorize(SIGNED_IN) };
  const admins = { onRequest: authorize(ADMINS) };

  app.route({
    ...routeOptions(ordersContract.create),
    ...signedIn,
    // Rendering a print-ready PDF is costly: limited like the exports.
    config: { limit: 'export' },
    handler: async (request, reply) => reply.status(201).send(await placeOrder(app, currentUser(request), request.body)),
  });

  app.route({ ...routeOptions(ordersContract.mine), ...signedIn, handler: async (request) => ordersOf(app, currentUser(request)) });

  app.route({ ...routeOptions(ordersContract.inbox), ...admins, handler: async (request) => orderInbox(app, request.query.status) });

  app.route({
    ...routeOptions(ordersContract.pdf),
    ...signedIn,
    handler: async (request, reply) => {
      const found = await visibleOrder(app, currentUser(request), request.params.id);
      const file = await app.storage.get(found.row.fileKey);
      if (!file) throw notFound('The order’s PDF is missing');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="order-${found.row.reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });

  app.route({
    ...routeOptions(ordersContract.setStatus),
    ...admins,
    handler: async (request) => changeOrderStatus(app, request.params.id, request.body.status),
  });
}
