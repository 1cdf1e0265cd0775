import { paymentsContract } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize } from '../auth/guard';
import { routeOptions } from '../http/contract';
import { HttpError } from '../http/errors';
import { handleProviderEvent } from './fulfil';
import { BadSignatureError } from './provider';
import { settleRefund } from './refunds';

/** Stripe's events are small; a larger body is not one. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /payments/stripe/webhook: Stripe's signed events. The signature covers the exact bytes
 * sent, so this plugin keeps JSON bodies as bytes (its own parser, for its routes only); the
 * provider verifies them and reads the event; fulfil.ts acts on it once. A bad signature changes
 * nothing and answers 400; a repeated event answers 200 as Stripe expects.
 */
export async function stripeWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.route({
    ...routeOptions(paymentsContract.stripeWebhook),
    onRequest: authorize('anyone'),
    bodyLimit: WEBHOOK_BODY_LIMIT,
    handler: async (request) => {
      if (app.payments.name !== 'stripe') throw new HttpError(400, 'Stripe is not the payment provider here', 'NOT_STRIPE');
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'A Stripe event is a JSON body', 'BAD_EVENT');
      try {
        const event = app.payments.readWebhook(request.body, request.headers);
        await handleProviderEvent(app.db, 'stripe', event);
        // Also for a repeated event: a refund that failed before is tried again (refunds.ts).
        if (event.kind === 'checkoutPaid') await settleRefund(app, event.checkoutId);
        return { received: true };
      } catch (error) {
        if (error instanceof BadSignatureError) throw new HttpError(400, 'The event’s signature does not verify', error.message);
        throw error;
      }
    },
  });
}
