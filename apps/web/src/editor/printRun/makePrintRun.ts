import { type ExportProgress, type PrintRunBody, type PrintRunRecord, type PrintRunResponse, exportsContract } from '@layout/model';
import { request } from '../../api/client';
import { useEditor } from '../state/editorStore';
import { previewDataDrivenValues } from '../text/dataDrivenValues';
import { fitFilledTexts } from '../text/filledHeights';
import { exportProgress, newExportId } from '../download/exportRequests';

/** How often the dialog asks how far the file is, as the Download dialog does. */
const PROGRESS_POLL_MS = 600;

/**
 * Makes a print run's file: POST /api/designs/:id/print-run under a new export id, whose progress
 * (GET /api/exports/:exportId/progress, as for any download) is handed to `onProgress` until the
 * answer comes. Throws the API's refusal (422 with the rows, 402 for unpaid stock) as it is.
 */
export async function makePrintRun(designId: number, body: PrintRunBody, onProgress: (progress: ExportProgress) => void): Promise<PrintRunResponse> {
  const exportId = newExportId();
  let polling = true;
  const poll = async () => {
    while (polling) {
      await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
      if (!polling) return;
      const progress = await exportProgress(exportId);
      if (polling && progress) onProgress(progress);
    }
  };
  void poll();
  try {
    return await request(exportsContract.printRun, { params: { id: designId }, query: { exportId }, body });
  } finally {
    polling = false;
  }
}

/**
 * Shows a person's copy on the canvas: the design's placeholders filled with their row and the
 * heights of those texts fitted to it, as for the viewer's own details (no undo step, no unsaved
 * change). null gives the canvas back to the viewer's details.
 */
export function previewRecord(record: PrintRunRecord | null): void {
  previewDataDrivenValues(record);
  useEditor.getState().refit(fitFilledTexts);
}
