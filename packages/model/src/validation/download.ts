import { z } from 'zod';
import { idSchema } from './ids';
import { EXPORT_TYPES } from '../constants';

/**
 * One design to download or export (spec 001 section 3 'Download request item', spec 000
 * 'Export bucket item'): the saved design, the file type and whether it is print resolution.
 */
export const downloadItemSchema = z.object({
  designId: idSchema,
  type: z.enum(EXPORT_TYPES),
  isPrintResolution: z.boolean(),
});

/** A download request item. */
export type DownloadItem = z.infer<typeof downloadItemSchema>;

/** A download request: one or more items (several designs exported together). */
export const downloadRequestSchema = z.array(downloadItemSchema).min(1).max(100);

const sameItem = (a: DownloadItem, b: DownloadItem) => a.designId === b.designId && a.type === b.type && a.isPrintResolution === b.isPrintResolution;

/** Adds an item to the export bucket, which ignores duplicate entries (spec 000 section 4). */
export function addDownloadItem(items: readonly DownloadItem[], item: DownloadItem): readonly DownloadItem[] {
  return items.some((existing) => sameItem(existing, item)) ? items : [...items, item];
}

/** The body of POST /api/designs/export (spec 000 section 7: payload designsToExport). */
export const exportDesignsBodySchema = z.object({ designsToExport: downloadRequestSchema });

/** GET /api/designs/:id/export/:type answers with an expiring download link (spec 000 'Export response'). */
export interface ExportResponse {
  signedUrl: string;
}

/**
 * POST /api/designs/export answers (the spec does not show it) with one link per item, in the
 * order asked.
 */
export interface ExportDesignsResponse {
  exports: Array<DownloadItem & ExportResponse>;
}

/**
 * Either export call may carry `?exportId=<uuid>` chosen by the browser; while the files are
 * drawn, GET /api/exports/:exportId/progress answers how many of their pages are done, so the
 * download dialog can show progress of a long export.
 */
export const exportIdSchema = z.string().uuid();
export interface ExportProgress {
  done: number;
  total: number;
}
