import type { FastifyInstance } from 'fastify';
import { findCheckout, markRefunded } from './checkouts.queries';

/**
 * Gives back what fulfilment found owed (payments/fulfil.ts: items the buyer owned already when
 * the payment arrived), through the provider that took the money. It runs after fulfilment has
 * committed, and again on every later report of the same payment until it succeeds: a webhook
 * that fails here answers 500, the provider delivers the event again, and the provider's
 * idempotency key keeps one refund however many attempts reach it.
 */
export async function settleRefund(app: FastifyInstance, checkoutId: string, now = new Date()): Promise<void> {
  const checkout = await findCheckout(app.db, checkoutId);
  if (!checkout || checkout.refundCents === 0 || checkout.refundedAt) return;
  if (checkout.provider !== app.payments.name) {
    app.log.error({ checkoutId, refundCents: checkout.refundCents, provider: checkout.provider }, 'a refund is owed through a payment provider that is not configured');
    return;
  }
  // The test provider took no money (providerRef is null there): the refund is recorded only.
  if (checkout.providerRef) {
    await app.payments.refund({ providerRef: checkout.providerRef, amountCents: checkout.refundCents, idempotencyKey: `layout-refund-${checkout.id}` });
  }
  await markRefunded(app.db, checkout.id, now);
  app.log.info({ checkoutId, refundCents: checkout.refundCents }, 'refunded items the buyer owned already');
}
