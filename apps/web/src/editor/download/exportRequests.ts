import { type DownloadItem, type ExportDesignsResponse, type ExportProgress, exportsContract } from '@layout/model';
import { request } from '../../api/client';

/**
 * The export calls (issue 6 contract): one design, GET /api/designs/:id/export/:type; several,
 * POST /api/designs/export. Each may carry an exportId the browser chose, whose progress
 * GET /api/exports/:exportId/progress answers while the pages are drawn.
 */

/** A new export id (a UUID). */
export const newExportId = (): string => crypto.randomUUID();

/** Asks for one design's file; resolves to its expiring download link. */
export async function exportDesign(item: DownloadItem, exportId: string): Promise<string> {
  const answer = await request(exportsContract.exportDesign, {
    params: { id: item.designId, type: item.type },
    query: { isPrintResolution: item.isPrintResolution ? 'true' : 'false', exportId },
  });
  return answer.signedUrl;
}

/** Asks for several designs' files at once; one link per item, in the order asked. */
export async function exportDesigns(items: readonly DownloadItem[], exportId: string): Promise<ExportDesignsResponse['exports']> {
  const answer = await request(exportsContract.exportDesigns, { query: { exportId }, body: { designsToExport: [...items] } });
  return answer.exports;
}

/**
 * How far an export is; null while the server does not know it yet (404) or cannot say: the
 * progress only informs, the export request itself reports failures.
 */
export async function exportProgress(exportId: string): Promise<ExportProgress | null> {
  try {
    return await request(exportsContract.progress, { params: { exportId } });
  } catch {
    return null;
  }
}

/**
 * Hands a link to the browser's download: an <a download> clicked. The link answers with
 * Content-Disposition attachment and the file's name, so the editor page stays where it is.
 */
export function saveLink(signedUrl: string): void {
  const anchor = document.createElement('a');
  anchor.href = signedUrl;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
