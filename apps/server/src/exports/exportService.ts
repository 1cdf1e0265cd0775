import { type DownloadItem, type ExportDesignsResponse, type PrintRunBody, type PrintRunResponse, missingValueProblems } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import type { UserRow } from '../users/users.table';
import { checkExport, recordsRefused } from './exportChecks';
import { type ExportQueue, openExportQueue } from './exportQueue';
import { type ExportRunner, createLocalRunner } from './exportRunner';
import { type ProgressBoard, createProgressBoard } from './progress';
import type { ExportFileJob } from './renderFile';
import { type ExportSweeper, createExportSweeper } from './sweep';

/** The export of designs: checks, renders (here or through the queue), stores, hands out expiring links. */
export interface Exporter {
  /** Exports each item in order; every item is checked before any is rendered. */
  exportDesigns(items: readonly DownloadItem[], viewer: UserRow, exportId?: string): Promise<ExportDesignsResponse['exports']>;
  /**
   * A print run: the design once per record, in one PDF or a ZIP of one PDF per record. Rows that
   * leave a field of the design empty are refused here, at once; texts that do not fit their box
   * by the render, before it draws anything (it has the fonts).
   */
  printRun(designId: number, run: PrintRunBody, viewer: UserRow, exportId?: string): Promise<PrintRunResponse>;
  /** Renders one item and keeps the file under `key`, never swept (an order's print-ready PDF); answers its size in bytes. */
  exportToStorage(item: DownloadItem, viewer: UserRow, key: string): Promise<number>;
  progress: ProgressBoard;
  sweeper: ExportSweeper;
  /** The queue on PostgreSQL, or null when exports render in this process only. */
  queue: ExportQueue | null;
  close(): Promise<void>;
}

/**
 * Sets up exports: this process's render threads, and with EXPORT_QUEUE=postgres the queue, which
 * this process also works unless EXPORT_WORK_IN_SERVER=false (then `npm run worker` processes do).
 */
export async function createExporter(app: FastifyInstance): Promise<Exporter> {
  const { workers, linkTtlSeconds } = app.config.exports;
  const progress = createProgressBoard(app.db);
  const sweeper = createExportSweeper(app.db, app.storage, app.config.dataDir, linkTtlSeconds, app.log);
  const local = createLocalRunner(app, progress);
  const queue = app.config.exports.queue ? await openExportQueue(app) : null;
  if (queue && app.config.exports.queue?.workInServer) await queue.work(workers, local.renderOrThrow);
  const runner: ExportRunner = queue ?? local;

  /**
   * Runs one file's export (here or through the queue, waiting included) with its time and
   * outcome in the metrics (health/metrics.ts): where every export of a file finishes.
   */
  async function timed<T>(format: string, render: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const rendered = await render();
      app.metrics.exportDurationSeconds(format, (performance.now() - started) / 1000);
      return rendered;
    } catch (error) {
      // A refusal (402, 422) is the request's; a failure is the export's.
      if (!(error instanceof HttpError) || error.statusCode >= 500) app.metrics.exportFailed(format);
      throw error;
    }
  }

  return {
    progress,
    sweeper,
    queue,
    async exportDesigns(items, viewer, exportId) {
      const property = (index: number) => (items.length > 1 ? `designsToExport.${index}.type` : 'type');
      const checked = [];
      for (const [index, item] of items.entries()) checked.push(await checkExport(app, item, viewer, property(index)));
      const total = checked.reduce((sum, c) => sum + c.content.pages.length, 0);
      if (exportId) await progress.start(exportId, viewer.id, total);
      await sweeper.sweepNoted();
      // At most one file per render thread at a time from one request: a long list neither fills
      // the queue others wait in nor holds every design's pictures in memory at once.
      return mapWithLimit(items, workers, async (item, index) => {
        const job: ExportFileJob = { item, viewerId: viewer.id, progress: exportId ? { exportId, file: index } : null, key: null, property: property(index) };
        const file = await timed(item.type, () => runner.run(job));
        const signedUrl = await app.storage.downloadUrl(file.key, { expiresInSeconds: linkTtlSeconds, fileName: `${file.name}.${file.extension}` });
        return { ...item, signedUrl };
      });
    },
    async printRun(designId, run, viewer, exportId) {
      const item: DownloadItem = { designId, type: 'pdf', isPrintResolution: run.isPrintResolution };
      const checked = await checkExport(app, item, viewer, 'type');
      const missing = missingValueProblems(checked.content, run.records);
      if (missing.length > 0) throw recordsRefused(missing);
      const pages = checked.content.pages.length * run.records.length;
      if (exportId) await progress.start(exportId, viewer.id, pages);
      await sweeper.sweepNoted();
      const printRun = { records: run.records, perRecord: run.output === 'pdfPerRecord' };
      const job: ExportFileJob = { item, viewerId: viewer.id, progress: exportId ? { exportId, file: 0 } : null, key: null, property: 'type', printRun };
      const file = await timed('printRun', () => runner.run(job));
      const signedUrl = await app.storage.downloadUrl(file.key, { expiresInSeconds: linkTtlSeconds, fileName: `${file.name}.${file.extension}` });
      return { signedUrl, records: run.records.length, pages };
    },
    async exportToStorage(item, viewer, key) {
      await checkExport(app, item, viewer, 'type');
      const file = await timed(item.type, () => runner.run({ item, viewerId: viewer.id, progress: null, key, property: 'type' }));
      return file.bytes;
    },
    async close() {
      sweeper.stop();
      await queue?.close();
      await local.close();
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
