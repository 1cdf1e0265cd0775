import { AUTH_HEADER, type ApiErrorBody, type Order } from '@layout/model';
import { currentToken, toApiError } from '../api/client';

/**
 * An order's print-ready PDF (GET /api/orders/:id/pdf) saved by the browser. The route needs the
 * session header, which a plain link cannot send: the file is fetched, then handed to an
 * <a download> as a blob. A refusal throws the API's error.
 */
export async function downloadOrderPdf(order: Pick<Order, 'pdfLink' | 'reference'>): Promise<void> {
  const token = currentToken();
  const response = await fetch(order.pdfLink, { headers: token ? { [AUTH_HEADER]: token } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw toApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `order-${order.reference}.pdf`;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Kept a while: a blob revoked as the click returns may not have been read by the download yet.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The order lists' query keys: every list is read again when one order changes. */
export const ORDERS_KEY = ['orders'] as const;
export const myOrdersKey = [...ORDERS_KEY, 'mine'] as const;
export const inboxKey = (status: string) => [...ORDERS_KEY, 'inbox', status] as const;
