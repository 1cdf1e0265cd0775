import type { Config } from '../config/config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripeProvider';
import { createTestProvider } from './testProvider';

/** The provider the configuration names: Stripe when its keys are set, else the built-in test provider. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.payments.stripe ? createStripeProvider(config.payments.stripe) : createTestProvider();
}

/**
 * Where a provider's page sends the browser back to: the built-in provider's page is Layout's own,
 * so a path keeps the browser on the origin it came from (its session is in that origin's
 * storage); Stripe needs the public address.
 */
export function returnBase(app: { payments: PaymentProvider; config: Config }): string {
  return app.payments.name === 'test' ? '' : app.config.publicUrl;
}
