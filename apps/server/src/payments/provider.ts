/**
 * A payment provider behind one interface (docs/decisions.md 'Payments'): the built-in test
 * provider (payments/testProvider.ts, the default: its own checkout page, test cards only) or
 * Stripe Checkout (payments/stripeProvider.ts). Layout prices the checkout; the provider takes
 * the money and says so, through its page (test) or a signed webhook (Stripe).
 */

/** What the provider's checkout shows and charges: Layout's checkout, priced already. */
export interface ProviderCheckoutRequest {
  /** Layout's checkout id: Stripe's client_reference_id, the test page's address. */
  checkoutId: string;
  /** 'payment' (stock, exports) or 'subscription' (the PRO plan, yearly). */
  mode: 'payment' | 'subscription';
  lines: { name: string; amountCents: number }[];
  currency: string;
  customerEmail: string;
  /** Absolute addresses the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

/** What the provider answers: where to send the browser, and its own id of the session. */
export interface ProviderCheckout {
  link: string;
  providerRef: string | null;
}

/** A provider event Layout acts on, read from a verified webhook. */
export type ProviderEvent =
  | { id: string; kind: 'checkoutPaid'; checkoutId: string; providerRef: string; subscriptionRef: string | null }
  /** The provider's checkout closed unpaid: its time ran out, or a slow payment method failed after all. */
  | { id: string; kind: 'checkoutClosed'; checkoutId: string; reason: string }
  | { id: string; kind: 'subscriptionRenewed'; subscriptionRef: string; periodEnd: Date }
  | { id: string; kind: 'subscriptionEnded'; subscriptionRef: string }
  /** An event of a type Layout does not act on: acknowledged, nothing changes. */
  | { id: string; kind: 'ignored'; type: string };

/** A webhook whose signature does not verify: refused, nothing changes. */
export class BadSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createCheckout(request: ProviderCheckoutRequest): Promise<ProviderCheckout>;
  /** Verifies a webhook's signature over its raw bytes and reads it; throws BadSignatureError. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
  /** Ends a subscription now (Cancel on a PRO plan). */
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /**
   * Gives back part of a paid checkout's payment. `idempotencyKey` is the same for every attempt
   * at one refund, so a retry after a lost answer never refunds twice.
   */
  refund(request: { providerRef: string; amountCents: number; idempotencyKey: string }): Promise<void>;
}
