import { type DesignContent, type DownloadItem, designContentSchema } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import { findUserById } from '../users/users.queries';
import type { UserRow } from '../users/users.table';
import { checkExport, damagedContent, recordsRefused, safeFileName } from './exportChecks';
import type { ExportJob, ExportOutcome, ExportResult } from './exportJob';
import { type ExportPool, ExportQueueFull, ExportTimedOut } from './exportPool';
import { gatherExportInputs } from './exportInputs';
import type { ProgressBoard } from './progress';
import { noteExportFile } from './sweep';

/**
 * One file of an export, as data: what the instance that took the export hands to whatever
 * renders it (the server's own worker threads, or a worker process through the queue). Plain
 * JSON, so it can wait in a queue; the renderer reads the design and the viewer again.
 */
export interface ExportFileJob {
  item: DownloadItem;
  viewerId: number;
  /** The export's id and this file's place in it, for the progress (null: nobody watches). */
  progress: { exportId: string; file: number } | null;
  /** Where the file is kept: a fixed key (an order's PDF), or null for a new key under exports/. */
  key: string | null;
  /** The request field a refusal names (a 422's details). */
  property: string;
  /** A print run's records (ExportJob's `printRun`); absent for a design's own export. */
  printRun?: ExportJob['printRun'];
}

/** A file rendered and stored. */
export interface RenderedFile {
  key: string;
  /** The design's name, fit for a file name. */
  name: string;
  extension: ExportResult['extension'];
  pages: number;
  skipped: ExportResult['skipped'];
  bytes: number;
}

const CONTENT_TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', zip: 'application/zip' } as const;

/**
 * Renders one file on `pool` and stores it: the design and the viewer are read and checked again
 * (the job may have waited), the inputs gathered, the pages drawn with their progress written to
 * the board, the file put in storage. Throws the API's error (HttpError) for what the caller
 * should be told; anything else is a fault (a queued job is then tried again).
 */
export async function renderFileToStorage(app: FastifyInstance, pool: ExportPool, progress: ProgressBoard, job: ExportFileJob): Promise<RenderedFile> {
  const viewer = await findUserById(app.db, job.viewerId);
  if (!viewer) throw notFound('The account that asked for this export no longer exists');
  const checked = await checkExport(app, job.item, viewer, job.property);
  const inputs = await gatherInputs(app, checked.content, viewer);

  // Page reports are written one after another, never holding up the render.
  let reported = Promise.resolve();
  const report = (done: number) => {
    if (!job.progress) return;
    const { exportId, file } = job.progress;
    reported = reported.then(() => progress.page(exportId, viewer.id, file, done)).catch((error) => app.log.warn({ err: error, exportId }, 'export progress not recorded'));
  };

  let outcome: ExportOutcome;
  try {
    // The print profile goes with every format: colours stored as inks are shown through it in RGB files too.
    const document = { title: checked.name, outputProfile: app.config.printProfile };
    outcome = await pool.run(
      { content: checked.contentBytes, output: checked.output, entryBaseName: safeFileName(checked.name), ...document, ...inputs, printRun: job.printRun },
      (p) => report(p.done),
    );
  } catch (error) {
    if (error instanceof ExportQueueFull) throw new HttpError(503, 'Service Unavailable', error.message);
    if (error instanceof ExportTimedOut) throw new HttpError(500, 'Export failed', `${error.message}. Try fewer pages at a time, or a PDF.`);
    throw error;
  }
  if ('refused' in outcome) throw recordsRefused(outcome.refused);
  if ('damaged' in outcome) {
    app.log.warn({ designId: job.item.designId, reason: outcome.damaged }, 'export refused damaged content');
    throw damagedContent();
  }
  report(checked.content.pages.length);
  await reported;

  const key = job.key ?? newFileKey('exports', outcome.extension);
  // Noted before it is stored: a process that stops in between leaves a note of nothing, not a file nobody deletes.
  if (!job.key) await noteExportFile(app.db, key, app.config.exports.linkTtlSeconds);
  const body = Buffer.from(outcome.body.buffer, outcome.body.byteOffset, outcome.body.byteLength);
  await app.storage.put(key, body, CONTENT_TYPES[outcome.extension]);
  if (outcome.skipped.length > 0) app.log.warn({ designId: job.item.designId, skipped: outcome.skipped }, 'export left assets out');
  return { key, name: safeFileName(checked.name), extension: outcome.extension, pages: outcome.pages, skipped: outcome.skipped, bytes: body.byteLength };
}

/**
 * What the render needs besides the content (exportInputs.ts). Content that passed
 * readableContent can still hold an asset that is not one (saved by older code, or edited in the
 * database): reading it throws, and the schema then says whether the content is damaged (422) or
 * the fault is the server's.
 */
async function gatherInputs(app: FastifyInstance, content: DesignContent, viewer: UserRow): Promise<Awaited<ReturnType<typeof gatherExportInputs>>> {
  try {
    return await gatherExportInputs(app, content, viewer);
  } catch (error) {
    if (!designContentSchema.safeParse(content).success) throw damagedContent();
    throw error;
  }
}
