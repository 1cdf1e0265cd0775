import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExportJob, ExportOutcome, PageProgress, WorkerMessage } from './exportJob';

/**
 * The worker threads exports are rendered on, so a long export never holds up other requests.
 * At most `workers` render at once; up to `queueLimit` more wait; beyond that `run` refuses with
 * `ExportQueueFull` at once instead of letting work pile up without end. A render that throws
 * rejects its own run only; a worker that dies is replaced by piscina.
 */
export interface ExportPool {
  run(job: Omit<ExportJob, 'progress'>, onProgress?: (progress: PageProgress) => void): Promise<ExportOutcome>;
  close(): Promise<void>;
}

export class ExportQueueFull extends Error {
  constructor() {
    super('Too many exports are waiting; please try again in a moment');
  }
}

/** A render that ran past the pool's time limit; its worker was ended. */
export class ExportTimedOut extends Error {
  constructor(limitMs: number) {
    super(`The export took longer than ${Math.round(limitMs / 1000)} s and was stopped`);
  }
}

/** The longest one file may render; a design that takes longer is stopped so it frees its worker. */
export const RENDER_TIME_LIMIT_MS = 5 * 60_000;

export interface ExportPoolOptions {
  workers: number;
  queueLimit: number;
  /** How much lower the worker threads' CPU priority is than the server's (nice, 0-19; 0: the same). */
  niceIncrement?: number;
  timeLimitMs?: number;
}

export function createExportPool(options: ExportPoolOptions): ExportPool {
  const timeLimitMs = options.timeLimitMs ?? RENDER_TIME_LIMIT_MS;
  const pool = new Piscina({
    filename: new URL('./exportWorker.boot.mjs', import.meta.url).href,
    // Read by the boot file, which lowers its own thread's priority (piscina's niceIncrement needs a native module).
    workerData: { niceIncrement: options.niceIncrement ?? 0 },
    minThreads: 0,
    maxThreads: options.workers,
    // An idle worker is ended after a minute; its picture cache goes with it.
    idleTimeout: 60_000,
  });
  // Counted here rather than by piscina's maxQueue, which a task with an abort signal bypasses.
  let inFlight = 0;
  return {
    async run(job, onProgress) {
      if (inFlight >= options.workers + options.queueLimit) throw new ExportQueueFull();
      inFlight += 1;
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
        // Aborting ends the worker thread (piscina starts another), the one way to stop a render.
        const signal = AbortSignal.timeout(timeLimitMs);
        const result = (await pool.run({ ...job, progress: channel.port2 }, { transferList: [channel.port2], signal })) as ExportOutcome;
        await allProgress;
        channel.port1.close();
        return result;
      } catch (error) {
        channel.port1.close();
        if (error instanceof Error && error.name === 'AbortError') throw new ExportTimedOut(timeLimitMs);
        throw error;
      } finally {
        inFlight -= 1;
      }
    },
    close: () => pool.close({ force: true }),
  };
}
