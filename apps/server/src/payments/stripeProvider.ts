import Stripe from 'stripe';
import { BadSignatureError, type PaymentProvider, type ProviderEvent } from './provider';

/**
 * Stripe Checkout behind the PaymentProvider interface (docs/decisions.md 'Payments'): Layout
 * prices the checkout and hands Stripe its lines; the customer types the card on Stripe's hosted
 * page, so card numbers never reach Layout; Stripe reports the payment through a webhook signed
 * with the endpoint's secret, read here. `apiUrl` is Stripe's own address unless a test points it
 * at a local fake.
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const api = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? 80 : 443),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 20_000,
  });

  return {
    name: 'stripe',
    async createCheckout(request) {
      const recurring = request.mode === 'subscription' ? { recurring: { interval: 'year' as const } } : {};
      const session = await stripe.checkout.sessions.create({
        mode: request.mode,
        client_reference_id: request.checkoutId,
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: { checkoutId: request.checkoutId },
        line_items: request.lines.map((line) => ({
          quantity: 1,
          price_data: { currency: request.currency, unit_amount: line.amountCents, product_data: { name: line.name }, ...recurring },
        })),
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without its page');
      return { link: session.url, providerRef: session.id };
    },

    readWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new BadSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new BadSignatureError(error instanceof Error ? error.message : 'The signature does not verify');
      }
      return eventOf(event);
    },

    async cancelSubscription(subscriptionRef) {
      await stripe.subscriptions.cancel(subscriptionRef);
    },

    async refund({ providerRef, amountCents, idempotencyKey }) {
      // The session names the payment that took the money; the refund is of part of it.
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const paymentIntent = idOf(session.payment_intent);
      if (!paymentIntent) throw new Error(`Stripe checkout session ${providerRef} has no payment to refund`);
      await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents, reason: 'duplicate' }, { idempotencyKey });
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** What Layout does with a verified Stripe event. */
export function eventOf(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session paid by a slow method is reported again when the money arrives.
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!paid || !session.client_reference_id) return { id: event.id, kind: 'ignored', type: event.type };
      return { id: event.id, kind: 'checkoutPaid', checkoutId: session.client_reference_id, providerRef: session.id, subscriptionRef: idOf(session.subscription) };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      if (!session.client_reference_id) return { id: event.id, kind: 'ignored', type: event.type };
      const reason = event.type === 'checkout.session.expired' ? 'The checkout expired before it was paid' : 'The payment did not go through';
      return { id: event.id, kind: 'checkoutClosed', checkoutId: session.client_reference_id, reason };
    }
    // Either event reports a paid invoice (an endpoint may send both: the renewal sets the same date twice).
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      // Events come in the endpoint's API version: before 2025-03-31 the invoice named its subscription itself.
      const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
      const subscriptionRef = idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription);
      // The service period is the lines' (the invoice's own period_end looks back one period, to now).
      const periodEnds = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === 'number');
      // The first invoice is the checkout's own; renewals extend the paid period.
      if (invoice.billing_reason !== 'subscription_cycle' || !subscriptionRef || periodEnds.length === 0) return { id: event.id, kind: 'ignored', type: event.type };
      return { id: event.id, kind: 'subscriptionRenewed', subscriptionRef, periodEnd: new Date(Math.max(...periodEnds) * 1000) };
    }
    case 'customer.subscription.deleted':
      return { id: event.id, kind: 'subscriptionEnded', subscriptionRef: event.data.object.id };
    default:
      return { id: event.id, kind: 'ignored', type: event.type };
  }
}
