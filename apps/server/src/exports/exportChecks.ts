import {
  type DesignContent,
  type DownloadItem,
  MESSAGES,
  type PrintRunProblem,
  printRunProblemDetails,
  downloadFormatOf,
  layoutDimensionsSchema,
  migrateContent,
  offeredDownloadFormats,
} from '@layout/model';
import { DEFAULT_PRINT_BLEED_MM, PRINT_RASTER_PPI, SCREEN_RASTER_PPI, rasterPixelSize } from '@layout/render/node';
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../auth/guard';
import { HttpError, notFound } from '../http/errors';
import { paymentRequired, unpaidInContent } from '../payments/unpaid';
import type { UserRow } from '../users/users.table';
import type { ExportOutput } from './exportJob';
import { type ExportProduct, findDesignForExport } from './exports.queries';

/**
 * What is checked before a design is rendered, by the instance that takes the export (so a
 * refusal comes at once) and again by whatever renders it (a queued job may run later, elsewhere).
 */
export interface CheckedItem {
  item: DownloadItem;
  name: string;
  /** The content as far as the request thread reads it (readableContent); the worker checks it whole. */
  content: DesignContent;
  /** The content's JSON as stored, which the export thread parses and validates. */
  contentBytes: Buffer;
  output: ExportOutput;
}

/** Loads the design and checks the caller, the format and the content; throws the API's error. */
export async function checkExport(app: FastifyInstance, item: DownloadItem, viewer: UserRow, property: string): Promise<CheckedItem> {
  const found = await findDesignForExport(app.db, item.designId);
  if (!found) throw notFound(MESSAGES.designNotFound);
  // Someone else's design is 'not found', as GET /designs/:id answers: an export must not tell which ids exist.
  if (found.design.userId !== viewer.id && !isAdmin(viewer)) throw notFound(MESSAGES.designNotFound);
  refuseFormatNotOffered(item, found.product, property);
  // Paid stock is drawn only once paid for (the editor's checkout comes first).
  if ((await unpaidInContent(app, viewer, found.design.contentBytes)).length > 0) throw paymentRequired();
  const content = readableContent(found.design.contentBytes);
  // The product's colours apply to its Print Ready PDF alone: the standard PDF, JPG and PNG are for screens.
  const print = item.type === 'pdf' && item.isPrintResolution;
  const output: ExportOutput =
    item.type === 'pdf'
      ? {
          type: 'pdf',
          kind: print ? 'print' : 'standard',
          bleedMm: found.product?.printBleedMm ?? DEFAULT_PRINT_BLEED_MM,
          colors: print ? (found.product?.printColors ?? 'rgb') : 'rgb',
        }
      : { type: item.type, ppi: item.isPrintResolution ? PRINT_RASTER_PPI : SCREEN_RASTER_PPI };
  if (output.type !== 'pdf') refuseTooLargeToDraw(content, output.ppi);
  return { item, name: found.design.name, content, contentBytes: found.design.contentBytes, output };
}

function refuseFormatNotOffered(item: DownloadItem, product: ExportProduct | null, property: string): void {
  // The Download dialog's rule (a design without a product is offered every format).
  const format = downloadFormatOf(item);
  if (offeredDownloadFormats(product ?? undefined).some((offered) => offered.flag === format.flag)) return;
  const message = `${product!.name} cannot be downloaded as ${format.label}`;
  throw new HttpError(422, 'Format not offered', [{ property, constraints: { formatOffered: message } }]);
}

/** A print run with rows that cannot be printed as designed: every row and why, nothing drawn. */
export const recordsRefused = (problems: readonly PrintRunProblem[]) =>
  new HttpError(422, `${problems.length === 1 ? 'A row' : `${problems.length} rows`} of the print run cannot be printed as designed`, printRunProblemDetails(problems));

export const damagedContent = () => new HttpError(422, 'Export failed', 'This design cannot be exported: its content is damaged. Open it in the editor and save it again.');

/**
 * Stored content as far as the request thread reads it before the render: the pages (counted for
 * the progress), the layout's size (refuseTooLargeToDraw) and the assets (gatherExportInputs reads
 * which files they link to). Checking the whole document against the design schema costs a few
 * milliseconds and megabytes of short-lived objects for a large design; that is done on the export
 * thread (exportWorker.ts), at a lower priority than the saves and opens this thread serves.
 */
function readableContent(bytes: Buffer): DesignContent {
  let stored: unknown;
  try {
    stored = migrateContent(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw damagedContent();
  }
  const { layoutDimensions, pages, assets } = (stored ?? {}) as Record<string, unknown>;
  const readable =
    layoutDimensionsSchema.safeParse(layoutDimensions).success &&
    Array.isArray(pages) &&
    pages.length > 0 &&
    Array.isArray(assets) &&
    assets.every((asset) => typeof asset === 'object' && asset !== null && typeof (asset as { type?: unknown }).type === 'string');
  if (!readable) throw damagedContent();
  return stored as DesignContent;
}

/** JPG and PNG pages have a largest size (render's rasterPixelSize); a larger page is the request's fault, not a failure. */
function refuseTooLargeToDraw(content: DesignContent, ppi: number): void {
  try {
    rasterPixelSize(content.layoutDimensions, ppi);
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(422, 'Export failed', `This design is too large to export as a picture at ${ppi} ppi; download it as a PDF instead.`);
    throw error;
  }
}

/** A design name fit for a file name: no path separators or control characters, never empty. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  return cleaned || 'design';
}
