import { type DownloadItem, type PaymentForm, type StockCheckoutRequest, paymentsContract } from '@layout/model';
import { ApiError, request } from '../api/client';

/**
 * The web's payment calls (packages/model contract/payments.ts). The public config names the
 * provider: the card form is the built-in test provider's; with Stripe, cards are typed on its
 * hosted checkout only. Should the config be stale, the server answers POST /designs/pay with 409
 * and this visit goes straight to the hosted checkout (docs/decisions.md).
 */

let hostedCheckout = false;

/** Whether cards are taken on the provider's own page (Stripe), not in Layout's form. */
export const usesHostedCheckout = (provider: 'test' | 'stripe'): boolean => provider === 'stripe' || hostedCheckout;

/** A refusal to export before the design's paid stock is bought (402 PAYMENT_REQUIRED). */
export const isPaymentRequired = (error: unknown): boolean => error instanceof ApiError && error.status === 402;

/** How a card payment for the export bucket ended. */
export type ExportPayment = { outcome: 'paid' } | { outcome: 'refused'; message: string } | { outcome: 'leaving' };

/**
 * Pays for the unpaid items of the designs waiting for export with the card form (POST
 * /designs/pay). A declined card is 'refused' with the server's reason; a server that takes cards
 * elsewhere (409) gets a hosted checkout instead, and the browser leaves for it.
 */
export async function payForExport(paymentDetails: PaymentForm, items: readonly DownloadItem[]): Promise<ExportPayment> {
  try {
    const result = await request(paymentsContract.pay, { body: { paymentDetails, currentDesignsToExport: [...items] } });
    return result.success ? { outcome: 'paid' } : { outcome: 'refused', message: result.message };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    hostedCheckout = true;
    await goToExportCheckout(items);
    return { outcome: 'leaving' };
  }
}

/** Starts a checkout for the export bucket and sends the browser to its page; back with ?success, the export runs. */
export async function goToExportCheckout(items: readonly DownloadItem[], isExportToPt = false): Promise<void> {
  const { link } = await request(paymentsContract.designCheckout, { body: { exportItems: [...items], isExportToPt } });
  window.location.assign(link);
}

/** Starts a checkout for illustrations or a collection (the server prices it) and sends the browser to its page. */
export async function goToStockCheckout(body: StockCheckoutRequest): Promise<void> {
  const { link } = await request(paymentsContract.stockCheckout, { body });
  window.location.assign(link);
}
