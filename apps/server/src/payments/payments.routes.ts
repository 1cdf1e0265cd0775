import { isAdmin, paymentsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CREATORS, SIGNED_IN, authorize, currentUser } from '../auth/guard';
import { dollars } from '../db/money';
import { routeOptions } from '../http/contract';
import { checkoutView, payCheckout, payForDesigns, startDesignCheckout, startStockCheckout } from './checkouts.service';
import { listSales } from './sales.queries';
import { toUnpaidAsset, unpaidInDesign } from './unpaid';

/**
 * Paying for stock and exports (spec 000 sections 4 and 7): what a design still costs, the
 * checkouts, the built-in provider's card payments, and the sales creators earn. The plan's
 * checkout is plans/; Stripe's webhook is webhook.routes.ts. Every amount is the server's.
 */
export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: authorize(SIGNED_IN) };

  app.route({
    ...routeOptions(paymentsContract.designPaymentInfo),
    ...signedIn,
    handler: async (request) => {
      const lines = await unpaidInDesign(app, currentUser(request), request.params.id);
      return { unpaidAssetsInDesign: lines.map(toUnpaidAsset), totalCostToPay: dollars(lines.reduce((sum, line) => sum + line.priceCents + line.feeCents, 0)) };
    },
  });

  app.route({
    ...routeOptions(paymentsContract.designCheckout),
    ...signedIn,
    handler: async (request) => ({ link: (await startDesignCheckout(app, currentUser(request), request.body)).link }),
  });

  app.route({
    ...routeOptions(paymentsContract.stockCheckout),
    ...signedIn,
    handler: async (request) => ({ link: (await startStockCheckout(app, currentUser(request), request.body)).link }),
  });

  app.route({ ...routeOptions(paymentsContract.checkout), ...signedIn, handler: async (request) => checkoutView(app, currentUser(request), request.params.checkoutId) });

  app.route({
    ...routeOptions(paymentsContract.payCheckout),
    ...signedIn,
    // Card attempts are limited: a card number is a guessable secret.
    config: { limit: 'payment' },
    handler: async (request) => payCheckout(app, currentUser(request), request.params.checkoutId, request.body),
  });

  app.route({
    ...routeOptions(paymentsContract.pay),
    ...signedIn,
    config: { limit: 'payment' },
    handler: async (request) => payForDesigns(app, currentUser(request), request.body),
  });

  app.route({
    ...routeOptions(paymentsContract.sales),
    onRequest: authorize(CREATORS),
    handler: async (request) => {
      const user = currentUser(request);
      const page = await listSales(app.db, isAdmin(user) ? null : user.id);
      return { sales: page.sales, earnings: dollars(page.earningsCents), fees: dollars(page.feesCents), currency: app.config.payments.currency };
    },
  });
}
