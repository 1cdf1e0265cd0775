import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** The embedded database running on its own thread, reachable as a PostgreSQL server. */
export interface PgliteThread {
  /** node-postgres connection settings: the socket's folder as host (its file is .s.PGSQL.<port>). */
  connection: { host: string; port: number; user: string; database: string };
  close(): Promise<void>;
}

const PORT = 5432;

/**
 * Starts PGlite on a worker thread over the data folder `dataPath`, served on a Unix socket in a
 * private temporary folder (mode 0700: no other account of the machine can connect; a TCP port
 * would let any local process in, with no password). The database's work (WebAssembly, parsing
 * and writing documents) then runs beside the request thread instead of on it: under load it was
 * over a third of the request thread's time (docs/decisions.md, "Saves under load").
 */
export async function startPgliteThread(dataPath: string): Promise<PgliteThread> {
  // Short and private: a socket path may be at most 107 bytes, and DATA_DIR can be long.
  const socketDir = mkdtempSync(join(tmpdir(), 'layout-db-'));
  const worker = new Worker(new URL('./pgliteThread.worker.mjs', import.meta.url), {
    workerData: { dataPath, socketPath: join(socketDir, `.s.PGSQL.${PORT}`) },
  });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The database thread stopped while starting (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready?: true; failed?: string }) => {
        // Only these two: the Worker keeps listeners of its own (removeAllListeners would cut its messages).
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.ready) resolve();
        else reject(new Error(`The embedded database did not start: ${message.failed}`));
      });
    });
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  // A thread that dies later (out of memory) is reported by the queries that then fail.
  worker.on('error', () => {});
  return {
    connection: { host: socketDir, port: PORT, user: 'postgres', database: 'postgres' },
    async close() {
      const closed = new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      removeSocketDir();
    },
  };
}
