import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExportJob, ExportResult, PageProgress, WorkerMessage } from './exportJob';

/**
 * The worker threads exports are rendered on, so a long export never holds up other requests.
 * At most `workers` render at once; up to `queueLimit` more wait; beyond that `run` refuses with
 * `ExportQueueFull` at once instead of letting work pile up without end. A render that throws
 * rejects its own run only; a worker that dies is replaced by piscina.
 */
export interface ExportPool {
  run(job: Omit<ExportJob, 'progress'>, onProgress?: (progress: PageProgress) => void): Promise<ExportResult>;
  close(): Promise<void>;
}

export class ExportQueueFull extends Error {
  constructor() {
    super('Too many exports are waiting; please try again in a moment');
  }
}

export function createExportPool(options: { workers: number; queueLimit: number }): ExportPool {
  const pool = new Piscina({
    filename: new URL('./exportWorker.boot.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.workers,
    maxQueue: options.queueLimit,
    // An idle worker is ended after a minute; its picture cache goes with it.
    idleTimeout: 60_000,
  });
  return {
    async run(job, onProgress) {
      const channel = new MessageChannel();
      // The worker's last message on the channel says the render is over: messages on one port
      // keep their order, so every page's progress is in before the result is handed back (the
      // result travels on piscina's own port and may overtake them).
      let progressDone!: () => void;
      const allProgress = new Promise<void>((resolve) => (progressDone = resolve));
      channel.port1.on('message', (message: WorkerMessage) => {
        if ('finished' in message) progressDone();
        else onProgress?.(message);
      });
      try {
        const result = (await pool.run({ ...job, progress: channel.port2 }, { transferList: [channel.port2] })) as ExportResult;
        await allProgress;
        channel.port1.close();
        return result;
      } catch (error) {
        channel.port1.close();
        if (error instanceof Error && error.message === 'Task queue is at limit') throw new ExportQueueFull();
        throw error;
      }
    },
    close: () => pool.close({ force: true }),
  };
}
