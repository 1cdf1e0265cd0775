import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { type ExportPool, RENDER_TIME_LIMIT_MS, createExportPool } from './exportPool';
import type { ProgressBoard } from './progress';
import { type ExportFileJob, type RenderedFile, renderFileToStorage } from './renderFile';

/**
 * Who renders an export's files: this process's worker threads (the embedded default, and what a
 * queue worker uses to do its jobs), or the queue on PostgreSQL (exportQueue.ts), whose jobs any
 * `npm run worker` process may take. Either answers the stored file, or throws the API's error.
 */
export interface ExportRunner {
  run(job: ExportFileJob): Promise<RenderedFile>;
  close(): Promise<void>;
}

/** The answer to a render that failed for a reason the user cannot act on. */
export const renderFailed = () => new HttpError(500, 'Export failed', 'The design could not be rendered. Please try again, or contact support if it keeps failing.');

/** Renders on this process's worker threads (started with the first export). */
export function createLocalRunner(app: FastifyInstance, progress: ProgressBoard): ExportRunner & { renderOrThrow(job: ExportFileJob): Promise<RenderedFile> } {
  const { workers, niceIncrement, queueLimit, queue } = app.config.exports;
  // A queued job is stopped by pg-boss at its expiry: the render stops a second before, freeing its thread.
  const timeLimitMs = queue ? Math.min(RENDER_TIME_LIMIT_MS, (queue.expireSeconds - 1) * 1000) : RENDER_TIME_LIMIT_MS;
  let pool: ExportPool | undefined;
  const renderOrThrow = (job: ExportFileJob) => {
    pool ??= createExportPool({ workers, niceIncrement, queueLimit, timeLimitMs });
    return renderFileToStorage(app, pool, progress, job);
  };
  return {
    /** Throws a fault as it is (a queue worker lets the queue try the job again). */
    renderOrThrow,
    async run(job) {
      try {
        return await renderOrThrow(job);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        app.log.error({ err: error, designId: job.item.designId, type: job.item.type }, 'export render failed');
        throw renderFailed();
      }
    },
    async close() {
      await pool?.close();
    },
  };
}
