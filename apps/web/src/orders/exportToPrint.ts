import { authContract, paymentsContract, publicContract } from '@layout/model';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { request } from '../api/client';
import { handleRequestError } from '../app/requestErrors';
import { queryClient } from '../app/queryClient';
import { openDialog } from '../editor/dialogs/dialogQueue';
import { creatorPage, designIdOfPath, noteCreatorPage, orderPageLink, printItem, rememberPendingPrint, takePendingPrint } from './printHandOff';

/**
 * Export to Print (spec 000 sections 2 and 4, spec 001 section 2.7): a paid-up design goes
 * straight to the print company's order page with design_id, user (a one-time redirect token)
 * and creator; a design with unpaid stock goes to checkout first, and the return from it
 * (?success) continues to the order page.
 */

/** Leaves for the order page with a fresh redirect token (GET /api/auth/redirect-token). */
export async function goToOrderPage(designId: number, orderUrl: string): Promise<void> {
  const { jwt } = await request(authContract.redirectToken);
  window.location.assign(orderPageLink(orderUrl, window.location.origin, { designId, token: jwt, creator: creatorPage(sessionStorage) }));
}

/**
 * Send to print: unpaid stock goes to checkout (exportItems: the print-ready PDF, isExportToPt),
 * remembering the hand-off for the return; a paid-up design goes to the order page at once.
 */
export async function sendToPrint(designId: number, totalToPay: number, orderUrl: string): Promise<void> {
  if (totalToPay <= 0) return goToOrderPage(designId, orderUrl);
  const { link } = await request(paymentsContract.designCheckout, { body: { exportItems: [printItem(designId)], isExportToPt: true } });
  rememberPendingPrint(localStorage, designId, Date.now());
  window.location.assign(link);
}

/** How often, and how far apart, the payment is looked for after the checkout (a webhook may come after the browser). */
const PAID_CHECKS = 5;
const PAID_CHECK_MS = 2000;

/**
 * Back from a checkout (?success): when a print hand-off waits for this design, the order page
 * follows once the server knows the stock is paid; still unpaid after a while, the Export to
 * Print dialog opens again and shows what is left. Nothing happens for a plain download checkout.
 */
export async function continuePrintAfterCheckout(): Promise<void> {
  const designId = designIdOfPath(window.location.pathname);
  if (designId === null || !takePendingPrint(localStorage, designId, Date.now())) return;
  try {
    for (let check = 1; ; check++) {
      const info = await request(paymentsContract.designPaymentInfo, { params: { id: designId } });
      if (info.totalCostToPay <= 0) {
        const config = await queryClient.fetchQuery({ queryKey: ['config'], queryFn: () => request(publicContract.config), staleTime: Infinity });
        return await goToOrderPage(designId, config.orderUrl);
      }
      if (check >= PAID_CHECKS) return openDialog({ kind: 'exportToPrint' });
      await new Promise((resolve) => setTimeout(resolve, PAID_CHECK_MS));
    }
  } catch (error) {
    handleRequestError(error);
  }
}

/** Keeps the creator page the editor was opened on for this tab (the hand-off's creator). */
export function useCreatorPageMemory(creatorName: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => noteCreatorPage(sessionStorage, creatorName, pathname), [creatorName, pathname]);
}
