import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { HttpError } from '../http/errors';
import { type ExportRunner, renderFailed } from './exportRunner';
import type { ExportFileJob, RenderedFile } from './renderFile';

/**
 * Exports as jobs in a queue on PostgreSQL (pg-boss; docs/decisions.md 'Export queue'). The
 * instance that takes an export sends one job per file and waits for its answer; a worker process
 * (`npm run worker`, and the server itself unless EXPORT_WORK_IN_SERVER=false) takes jobs one at a
 * time per render thread, renders and stores the file. pg-boss holds a job for its worker until it
 * is done or expires (EXPORT_JOB_EXPIRE_SECONDS, which pg-boss also holds a handler to, so it
 * must exceed the longest render): a worker killed mid-render leaves its job to expire, and
 * pg-boss hands it to another worker, up to EXPORT_JOB_RETRIES times; then the export fails with
 * a clear message.
 */

export const EXPORT_QUEUE = 'exports';

/** What a job answers: the stored file, or the API's refusal (not a fault, so not tried again). */
type JobOutput = { file: RenderedFile } | { refused: { statusCode: number; message: string; details?: HttpError['details'] } };

/** How often the waiting instance looks at its job. */
const POLL_MS = 250;

export interface ExportQueue extends ExportRunner {
  /** Takes jobs from the queue: `renderers` at a time, each with `render`. */
  work(renderers: number, render: (job: ExportFileJob) => Promise<RenderedFile>): Promise<void>;
  /** Jobs waiting and being rendered (for /metrics and the readiness check). */
  depth(): Promise<number>;
}

export async function openExportQueue(app: FastifyInstance): Promise<ExportQueue> {
  const settings = app.config.exports.queue;
  if (!settings) throw new Error('The export queue needs DATABASE_URL');
  const boss = new PgBoss({
    connectionString: settings.connectionString,
    application_name: 'layout-export-queue',
    max: 4,
    // Lost jobs are found by pg-boss's maintenance: often enough that an expired job does not wait long.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(settings.expireSeconds / 2))),
    // Answers are read by id within seconds; finished jobs need not be kept long.
    archiveCompletedAfterSeconds: 60 * 60,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'export queue error'));
  await boss.start();
  await boss.createQueue(EXPORT_QUEUE, { name: EXPORT_QUEUE, retryLimit: settings.retries, retryDelay: 1, expireInSeconds: settings.expireSeconds });
  const localWorkers: string[] = [];
  // Long enough for every try to expire; past it the export answers an error instead of hanging.
  const waitLimitMs = ((settings.expireSeconds + 2) * (settings.retries + 1) + 60) * 1000;

  async function answerOf(id: string): Promise<RenderedFile> {
    const deadline = Date.now() + waitLimitMs;
    while (Date.now() < deadline) {
      const job = await boss.getJobById<ExportFileJob>(EXPORT_QUEUE, id, { includeArchive: true });
      if (job?.state === 'completed') {
        const output = job.output as JobOutput;
        if ('file' in output) return output.file;
        throw new HttpError(output.refused.statusCode, output.refused.message, output.refused.details);
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled') {
        app.log.error({ jobId: id, state: job?.state, output: job?.output }, 'export job failed');
        throw renderFailed();
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    await boss.cancel(EXPORT_QUEUE, id).catch(() => {});
    throw new HttpError(500, 'Export failed', 'The export took too long and was stopped. Please try again, or contact support if it keeps failing.');
  }

  return {
    async run(job) {
      const id = await boss.send(EXPORT_QUEUE, job, { retryLimit: settings.retries, retryDelay: 1, expireInSeconds: settings.expireSeconds });
      if (!id) throw new Error('The export queue did not take the job');
      // A worker in this process starts at once instead of at its next poll.
      for (const worker of localWorkers) boss.notifyWorker(worker);
      return answerOf(id);
    },
    async work(renderers, render) {
      for (let i = 0; i < renderers; i += 1) {
        const worker = await boss.work<ExportFileJob>(EXPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          try {
            return { file: await render(job!.data) } satisfies JobOutput;
          } catch (error) {
            if (error instanceof HttpError) return { refused: { statusCode: error.statusCode, message: error.message, details: error.details } } satisfies JobOutput;
            // A fault: pg-boss records the job failed and hands it out again while tries are left.
            app.log.error({ err: error, jobId: job!.id, designId: job!.data.item.designId }, 'export job failed on this worker');
            throw error;
          }
        });
        localWorkers.push(worker);
      }
    },
    depth: () => boss.getQueueSize(EXPORT_QUEUE, { before: 'completed' }),
    async close() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
