import { isSignedIn } from '@layout/model';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { handleRequestError } from '../../app/requestErrors';
import { isPaymentRequired } from '../../payments/requests';
import { continuePrintAfterCheckout } from '../../orders/exportToPrint';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { readExportBucket, removeFromExportBucket } from './exportBucket';
import { exportDesigns, newExportId, saveLink } from './exportRequests';

/** Set while a ?success export runs, so a second mount (React's strict mode) does not ask again. */
let running = false;

/** How often, and how far apart, an export just paid for is tried again while the server has not heard of the payment yet. */
const PAID_RETRIES = 4;
const PAID_RETRY_MS = 2000;

/**
 * `?success` (spec 000 section 2: "?success triggers an export of designs"): the editor opened
 * after a checkout exports everything in the bucket with POST /api/designs/export, hands each
 * link to the browser and takes those items out of the bucket, then shows Successful download.
 * The query is dropped once handled, so a reload does not download again. A failure is shown as
 * a toast and keeps the bucket for the next try. Waits for the signed-in profile (the export is
 * the owner's).
 */
export function useExportOnSuccess(): void {
  const [params, setParams] = useSearchParams();
  const signedIn = useSession((s) => s.user !== null && isSignedIn(s.user.role));
  const wanted = params.has('success');

  useEffect(() => {
    if (!wanted || !signedIn || running) return;
    running = true;
    const dropQuery = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('success');
          return next;
        },
        { replace: true },
      );
    // A hosted checkout's webhook may reach the server just after the browser comes back.
    // A checkout for Export to Print continues to the order page (orders/exportToPrint.ts).
    exportWaitingDesigns(PAID_RETRIES)
      .then(continuePrintAfterCheckout)
      .finally(() => {
        running = false;
        dropQuery();
      });
  }, [wanted, signedIn, setParams]);
}

/**
 * Exports everything in the bucket (after a checkout, or a payment in the Payment dialog): each
 * link handed to the browser, those items out of the bucket, then Successful download. Stock
 * still unpaid (402) opens the Checkout dialog; another failure is a toast, the bucket kept.
 */
export async function exportWaitingDesigns(retriesWhileUnpaid = 0): Promise<void> {
  const items = readExportBucket();
  if (items.length === 0) return;
  try {
    const exports = await exportDesigns(items, newExportId());
    for (const file of exports) saveLink(file.signedUrl);
    removeFromExportBucket(exports);
    openDialog({ kind: 'downloadSuccess' });
  } catch (error) {
    if (!isPaymentRequired(error)) handleRequestError(error);
    else if (retriesWhileUnpaid === 0) openDialog({ kind: 'checkout' });
    else {
      await new Promise((resolve) => setTimeout(resolve, PAID_RETRY_MS));
      await exportWaitingDesigns(retriesWhileUnpaid - 1);
    }
  }
}
