import {
  type DesignContent,
  type DownloadItem,
  type ExportDesignsResponse,
  MESSAGES,
  designContentSchema,
  downloadFormatOf,
  layoutDimensionsSchema,
  migrateContent,
  offeredDownloadFormats,
} from '@layout/model';
import { DEFAULT_PRINT_BLEED_MM, PRINT_RASTER_PPI, SCREEN_RASTER_PPI, rasterPixelSize } from '@layout/render/node';
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../auth/guard';
import { HttpError, notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import type { UserRow } from '../users/users.table';
import type { ExportOutcome, ExportOutput, ExportResult } from './exportJob';
import { type ExportPool, ExportQueueFull, ExportTimedOut, createExportPool } from './exportPool';
import { gatherExportInputs } from './exportInputs';
import { type ExportProduct, findDesignForExport } from './exports.queries';
import { type ExportSweeper, createExportSweeper } from './sweep';
import { type ProgressBoard, createProgressBoard } from './progress';
import { paymentRequired, unpaidInContent } from '../payments/unpaid';

/** The export of designs: checks, renders on the worker pool, stores, hands out expiring links. */
export interface Exporter {
  /** Exports each item in order; every item is checked before any is rendered. */
  exportDesigns(items: readonly DownloadItem[], viewer: UserRow, exportId?: string): Promise<ExportDesignsResponse['exports']>;
  /** Renders one item and keeps the file under `key`, never swept (an order's print-ready PDF); answers its size in bytes. */
  exportToStorage(item: DownloadItem, viewer: UserRow, key: string): Promise<number>;
  progress: ProgressBoard;
  sweeper: ExportSweeper;
  close(): Promise<void>;
}

interface CheckedItem {
  item: DownloadItem;
  name: string;
  /** The content as far as the request thread reads it (readableContent); the worker checks it whole. */
  content: DesignContent;
  /** The content's JSON as stored, which the export thread parses and validates. */
  contentBytes: Buffer;
  output: ExportOutput;
}

export function createExporter(app: FastifyInstance): Exporter {
  const { workers, niceIncrement, queueLimit, linkTtlSeconds } = app.config.exports;
  let pool: ExportPool | undefined;
  const progress = createProgressBoard();
  const sweeper = createExportSweeper(app.storage, app.config.dataDir, linkTtlSeconds, app.log);

  /** Loads the design and checks the caller, the format and the content; throws the API's error. */
  async function check(item: DownloadItem, viewer: UserRow, property: string): Promise<CheckedItem> {
    const found = await findDesignForExport(app.db, item.designId);
    if (!found) throw notFound(MESSAGES.designNotFound);
    // Someone else's design is 'not found', as GET /designs/:id answers: an export must not tell which ids exist.
    if (found.design.userId !== viewer.id && !isAdmin(viewer)) throw notFound(MESSAGES.designNotFound);
    refuseFormatNotOffered(item, found.product, property);
    // Paid stock is drawn only once paid for (the editor's checkout comes first).
    if ((await unpaidInContent(app, viewer, found.design.contentBytes)).length > 0) throw paymentRequired();
    const content = readableContent(found.design.contentBytes);
    const output: ExportOutput =
      item.type === 'pdf'
        ? { type: 'pdf', kind: item.isPrintResolution ? 'print' : 'standard', bleedMm: found.product?.printBleedMm ?? DEFAULT_PRINT_BLEED_MM }
        : { type: item.type, ppi: item.isPrintResolution ? PRINT_RASTER_PPI : SCREEN_RASTER_PPI };
    if (output.type !== 'pdf') refuseTooLargeToDraw(content, output.ppi);
    return { item, name: found.design.name, content, contentBytes: found.design.contentBytes, output };
  }

  async function render(checked: CheckedItem, viewer: UserRow, onPage: (done: number) => void): Promise<ExportResult> {
    const inputs = await gatherInputs(checked.content, viewer);
    pool ??= createExportPool({ workers, niceIncrement, queueLimit });
    let outcome: ExportOutcome;
    try {
      outcome = await pool.run({ content: checked.contentBytes, output: checked.output, entryBaseName: safeFileName(checked.name), ...inputs }, (p) => onPage(p.done));
    } catch (error) {
      if (error instanceof ExportQueueFull) throw new HttpError(503, 'Service Unavailable', error.message);
      if (error instanceof ExportTimedOut) throw new HttpError(500, 'Export failed', `${error.message}. Try fewer pages at a time, or a PDF.`);
      app.log.error({ err: error, designId: checked.item.designId, type: checked.item.type }, 'export render failed');
      throw new HttpError(500, 'Export failed', 'The design could not be rendered. Please try again, or contact support if it keeps failing.');
    }
    if ('damaged' in outcome) {
      app.log.warn({ designId: checked.item.designId, reason: outcome.damaged }, 'export refused damaged content');
      throw damagedContent();
    }
    return outcome;
  }

  /**
   * What the render needs besides the content (exportInputs.ts). Content that passed
   * readableContent can still hold an asset that is not one (saved by older code, or edited in the
   * database): reading it throws, and the schema then says whether the content is damaged (422) or
   * the fault is the server's.
   */
  async function gatherInputs(content: DesignContent, viewer: UserRow): Promise<Awaited<ReturnType<typeof gatherExportInputs>>> {
    try {
      return await gatherExportInputs(app, content, viewer);
    } catch (error) {
      if (!designContentSchema.safeParse(content).success) throw damagedContent();
      throw error;
    }
  }

  return {
    progress,
    sweeper,
    async exportDesigns(items, viewer, exportId) {
      const checked: CheckedItem[] = [];
      for (const [index, item] of items.entries()) checked.push(await check(item, viewer, items.length > 1 ? `designsToExport.${index}.type` : 'type'));
      const total = checked.reduce((sum, c) => sum + c.content.pages.length, 0);
      const tracker = exportId ? progress.start(exportId, viewer.id, total) : undefined;
      await sweeper.sweepTracked();
      try {
        // At most one file per worker at a time from one request: a long list neither fills the
        // queue others wait in nor holds every design's pictures in memory at once.
        return await mapWithLimit(checked, workers, async (c, index) => {
          const result = await render(c, viewer, (done) => tracker?.page(index, done));
          tracker?.page(index, c.content.pages.length);
          const key = newFileKey('exports', result.extension);
          await app.storage.put(key, Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength), contentTypeOf(result.extension));
          sweeper.track(key);
          if (result.skipped.length > 0) app.log.warn({ designId: c.item.designId, skipped: result.skipped }, 'export left assets out');
          const signedUrl = await app.storage.downloadUrl(key, { expiresInSeconds: linkTtlSeconds, fileName: `${safeFileName(c.name)}.${result.extension}` });
          return { ...c.item, signedUrl };
        });
      } finally {
        tracker?.finish();
      }
    },
    async exportToStorage(item, viewer, key) {
      const checked = await check(item, viewer, 'type');
      const result = await render(checked, viewer, () => {});
      const bytes = Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength);
      await app.storage.put(key, bytes, contentTypeOf(result.extension));
      return bytes.byteLength;
    },
    async close() {
      sweeper.stop();
      await pool?.close();
    },
  };
}

/** `fn` over `items`, at most `limit` at a time, results in the items' order; the first failure rejects. */
async function mapWithLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

function refuseFormatNotOffered(item: DownloadItem, product: ExportProduct | null, property: string): void {
  // The Download dialog's rule (a design without a product is offered every format).
  const format = downloadFormatOf(item);
  if (offeredDownloadFormats(product ?? undefined).some((offered) => offered.flag === format.flag)) return;
  const message = `${product!.name} cannot be downloaded as ${format.label}`;
  throw new HttpError(422, 'Format not offered', [{ property, constraints: { formatOffered: message } }]);
}

const damagedContent = () => new HttpError(422, 'Export failed', 'This design cannot be exported: its content is damaged. Open it in the editor and save it again.');

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

const CONTENT_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', zip: 'application/zip' } as const;
const contentTypeOf = (extension: ExportResult['extension']) => CONTENT_TYPES[extension];

/** A design name fit for a file name: no path separators or control characters, never empty. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  return cleaned || 'design';
}
