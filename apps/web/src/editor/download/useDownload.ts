import { type DownloadItem, type ExportProgress, paymentsContract } from '@layout/model';
import { useEffect, useRef, useState } from 'react';
import { ApiError, request } from '../../api/client';
import { isPaymentRequired } from '../../payments/requests';
import { addToExportBucket, removeFromExportBucket } from './exportBucket';
import { exportDesign, exportProgress, newExportId, saveLink } from './exportRequests';

/** How often the dialog asks how far the export is. */
const PROGRESS_POLL_MS = 600;

/** Where a download stands in the dialog. */
export type DownloadState = { status: 'idle' } | { status: 'running'; progress: ExportProgress | null } | { status: 'failed'; message: string };

/** The words under the progress bar: 'Preparing your file... page 2 of 8'. */
export function progressText(progress: ExportProgress | null): string {
  if (!progress || !(progress.total > 0)) return 'Preparing your file...';
  const drawn = Number.isFinite(progress.done) ? progress.done : 0;
  return `Preparing your file... page ${Math.min(drawn + 1, progress.total)} of ${progress.total}`;
}

/** Why a download failed, in words for the dialog: a refusal's own reasons (a format not offered), else the message. */
export function failureText(error: unknown): string {
  let reason = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) {
    const fields = Object.values(error.fields).flat();
    reason = fields.length > 0 ? fields.join(' ') : (error.details ?? error.message);
  }
  return `The file could not be made: ${reason.replace(/\.$/, '')}. Your download is kept; try again.`;
}

/**
 * Downloads one design: the item goes into the export bucket, the server makes the file (its
 * progress polled meanwhile), the browser saves the link, and the item leaves the bucket; then
 * `onDownloaded`. A failure is shown and leaves the item in the bucket for a retry. Paid stock
 * the user has not bought (asked first, or a 402 from the export) calls `onPaymentRequired`.
 */
export function useDownload(onDownloaded: (item: DownloadItem) => void, onPaymentRequired: () => void) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function download(item: DownloadItem) {
    addToExportBucket(item);
    setState({ status: 'running', progress: null });
    // Paid stock not bought yet: the Checkout dialog first (the item waits in the bucket).
    if (await hasUnpaidStock(item.designId)) {
      if (mounted.current) setState({ status: 'idle' });
      onPaymentRequired();
      return;
    }
    const exportId = newExportId();
    let polling = true;
    const poll = async () => {
      while (polling && mounted.current) {
        await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
        if (!polling) return;
        const progress = await exportProgress(exportId);
        if (polling && mounted.current && progress) setState({ status: 'running', progress });
      }
    };
    void poll();
    try {
      const signedUrl = await exportDesign(item, exportId);
      polling = false;
      saveLink(signedUrl);
      removeFromExportBucket([item]);
      if (mounted.current) setState({ status: 'idle' });
      onDownloaded(item);
    } catch (error) {
      polling = false;
      if (isPaymentRequired(error)) {
        if (mounted.current) setState({ status: 'idle' });
        onPaymentRequired();
      } else if (mounted.current) setState({ status: 'failed', message: failureText(error) });
    }
  }

  return { state, download };
}

/**
 * Whether the design uses paid stock the user has not bought (POST /designs/:id/payment-info).
 * A failed question lets the download go on: the server refuses an unpaid export anyway (402).
 */
async function hasUnpaidStock(designId: number): Promise<boolean> {
  try {
    const info = await request(paymentsContract.designPaymentInfo, { params: { id: designId } });
    return info.totalCostToPay > 0;
  } catch {
    return false;
  }
}
