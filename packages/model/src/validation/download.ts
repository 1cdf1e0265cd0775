import { z } from 'zod';
import { idSchema, idTextSchema } from './ids';
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
export const exportResponseSchema = z.object({ signedUrl: z.string() });
export type ExportResponse = z.infer<typeof exportResponseSchema>;

/**
 * POST /api/designs/export answers (the spec does not show it) with one link per item, in the
 * order asked.
 */
export const exportDesignsResponseSchema = z.object({ exports: z.array(downloadItemSchema.extend(exportResponseSchema.shape)) });
export type ExportDesignsResponse = z.infer<typeof exportDesignsResponseSchema>;

/**
 * Either export call may carry `?exportId=<uuid>` chosen by the browser; while the files are
 * drawn, GET /api/exports/:exportId/progress answers how many of their pages are done, so the
 * download dialog can show progress of a long export.
 */
export const exportIdSchema = z.string().uuid();

/** GET /api/exports/:exportId/progress: pages drawn so far, and pages in all. */
export const exportProgressSchema = z.object({ done: z.number().int().min(0), total: z.number().int().min(0) });
export type ExportProgress = z.infer<typeof exportProgressSchema>;

/** GET /designs/:id/export/:type: the design and the file type. */
export const exportDesignParams = z.object({
  id: idTextSchema,
  type: z.enum(EXPORT_TYPES, { message: `type must be one of ${EXPORT_TYPES.join(', ')}` }),
});

const booleanFlag = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true');

/** ?isPrintResolution=true|false[&exportId=<uuid>] of GET /designs/:id/export/:type. */
export const exportDesignQuery = z.object({
  isPrintResolution: booleanFlag,
  exportId: exportIdSchema.optional(),
});

/** ?exportId=<uuid> of POST /designs/export. */
export const exportDesignsQuery = z.object({ exportId: exportIdSchema.optional() });

/** The params of GET /exports/:exportId/progress. */
export const exportProgressParams = z.object({ exportId: exportIdSchema });
