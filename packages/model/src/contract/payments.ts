import { z } from 'zod';
import {
  cancelPlanResultSchema,
  checkoutLinkSchema,
  checkoutParams,
  checkoutViewSchema,
  designCheckoutRequestSchema,
  paidDesignInfoSchema,
  payRequestSchema,
  paymentResultSchema,
  salesPageSchema,
  stockCheckoutRequestSchema,
} from '../payments/schemas';
import { paymentFormSchema } from '../validation/payment';
import { idParams } from '../validation/ids';
import { defineRoute } from './route';

/**
 * Payments (spec 000 sections 4 and 7; spec 001 sections 2.7, 4.10 and 5). Every amount is
 * computed on the server from the database; the client names what it wants, never what it costs.
 * A checkout is paid through the configured provider: the built-in test provider (its own page,
 * test cards only) or Stripe Checkout (card numbers never reach Layout), whose webhook fulfils it.
 */
export const paymentsContract = {
  designPaymentInfo: defineRoute({
    method: 'POST',
    path: '/designs/:id/payment-info',
    summary: 'The paid stock items of a design the caller has not bought yet, and their total',
    params: idParams,
    response: { 200: paidDesignInfoSchema },
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/designs/pay',
    summary: 'Pays for the unpaid items of the designs waiting for export with a card (built-in test provider only)',
    body: payRequestSchema,
    response: { 200: paymentResultSchema },
  }),
  designCheckout: defineRoute({
    method: 'POST',
    path: '/designs/create-checkout-session',
    summary: 'Starts a checkout for the unpaid items of designs to export; answers the checkout page’s link',
    body: designCheckoutRequestSchema,
    response: { 200: checkoutLinkSchema },
  }),
  planCheckout: defineRoute({
    method: 'GET',
    path: '/designs/create-checkout-session-billing',
    summary: 'Starts a checkout for the PRO plan (yearly); answers the checkout page’s link',
    response: { 200: checkoutLinkSchema },
  }),
  cancelPlan: defineRoute({
    method: 'GET',
    path: '/designs/cancel-subscription-billing',
    summary: 'Cancels the caller’s PRO plan, or says how many designs must be deleted first',
    response: { 200: cancelPlanResultSchema },
  }),
  stockCheckout: defineRoute({
    method: 'POST',
    path: '/illustrations/create-checkout-session',
    summary: 'Starts a checkout for illustrations, a collection or paid shapes and icons; answers the checkout page’s link',
    body: stockCheckoutRequestSchema,
    response: { 200: checkoutLinkSchema },
  }),
  checkout: defineRoute({
    method: 'GET',
    path: '/payments/checkouts/:checkoutId',
    summary: 'A checkout of the caller: what it buys, its total and where it stands',
    params: checkoutParams,
    response: { 200: checkoutViewSchema },
  }),
  payCheckout: defineRoute({
    method: 'POST',
    path: '/payments/checkouts/:checkoutId/pay',
    summary: 'Pays a checkout with a test card on the built-in provider’s page',
    params: checkoutParams,
    body: paymentFormSchema,
    response: { 200: paymentResultSchema },
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/payments/stripe/webhook',
    summary: 'Stripe’s events (signed with the webhook secret): fulfils paid checkouts, renews and ends plans',
    response: { 200: z.object({ received: z.boolean() }) },
  }),
  sales: defineRoute({
    method: 'GET',
    path: '/sales',
    summary: 'A designer’s sales and earnings (an admin’s: every sale), newest first',
    response: { 200: salesPageSchema },
  }),
};
