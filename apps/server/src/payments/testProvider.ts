import { BadSignatureError, type PaymentProvider } from './provider';

/**
 * The built-in test provider (the default: no keys needed). Its checkout page is Layout's own,
 * `/checkout/<checkout id>`, marked as test mode; it takes the test cards of the model's
 * payments/testCards.ts (README 'Payments') through POST /api/payments/checkouts/:id/pay, which
 * fulfils the checkout at once. It sends no webhooks and keeps no subscriptions of its own: a PRO
 * plan bought here lasts its year, and Cancel ends it in Layout alone.
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      return { link: `/checkout/${request.checkoutId}`, providerRef: null };
    },
    readWebhook() {
      throw new BadSignatureError('The built-in test provider sends no webhooks');
    },
    async cancelSubscription() {},
    // Test cards take no money, so there is none to give back: the checkout records the refund.
    async refund() {},
  };
}
