import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';

/** What Drizzle's PGlite driver calls on its client, here answered by the database thread. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/** Where the database thread's heap starts, in MB (also where later threads', such as the export threads', start). */
const DATABASE_THREAD_INITIAL_HEAP_MB = 64;

/** The embedded database running on its own thread. */
export interface PgliteThread {
  client: PgliteClient;
  close(): Promise<void>;
}

type Request = { op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object' } | { op: 'exec'; sql: string } | { op: 'begin' } | { op: 'end'; commit: boolean };
type Reply = { id: number; result?: unknown; error?: { message: string } & Record<string, unknown> };

/** An error from the thread as the PostgreSQL error it was: its message, code, detail, constraint... */
function databaseError({ message, ...fields }: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(message), fields);
}

/**
 * Starts PGlite on a worker thread over the data folder `dataPath`. The database's work
 * (WebAssembly, parsing and writing documents) then runs beside the request thread instead of on
 * it: under load it was over a third of the request thread's time (docs/decisions.md, "Saves
 * under load"). Queries cross as messages, not over a socket in the PostgreSQL protocol: the
 * thread starts each the moment it arrives (PGlite runs them one after another), so it never
 * waits for the request thread to read one answer before it gets the next query, and a 200 KB
 * document crosses as one string copy instead of being encoded, written, read and decoded.
 */
export async function startPgliteThread(dataPath: string): Promise<PgliteThread> {
  // V8 reads this when the thread's isolate is made. At its default (a few MB over what is live), the
  // thread's heap was collected whole every few saves: 78 full collections in 300 saves of a 200 KB
  // design, 20 at 64 MB, and a save cost 15 % less CPU (docs/decisions.md, "Documents as bytes").
  setFlagsFromString(`--initial-heap-size=${DATABASE_THREAD_INITIAL_HEAP_MB}`);
  const worker = new Worker(new URL('./pgliteThread.worker.mjs', import.meta.url), { workerData: { dataPath } });
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
    throw error;
  }

  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  let lastTransaction = 0;
  let stopped: Error | null = null;
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.error) call.reject(databaseError(reply.error));
    else call.resolve(reply.result);
  });
  // A thread that dies (out of memory) fails what was waiting and every later query.
  const fail = (error: Error) => {
    stopped = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));

  const send = <T>(request: Request, tx?: number): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...request, id, tx });
    });
  };

  /** Queries on the database (tx undefined) or inside one transaction; Drizzle passes parsers, the thread applies the same. */
  const queriesOn = (tx?: number) => ({
    query: <T>(sql: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object' }) => send<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode }, tx),
    exec: (sql: string) => send<Results[]>({ op: 'exec', sql }, tx),
  });

  const client = {
    ...queriesOn(),
    async transaction<T>(callback: (tx: ReturnType<typeof queriesOn>) => Promise<T>): Promise<T> {
      const tx = ++lastTransaction;
      await send({ op: 'begin' }, tx);
      let result: T;
      try {
        result = await callback(queriesOn(tx));
      } catch (error) {
        await send({ op: 'end', commit: false }, tx).catch(() => {});
        throw error;
      }
      await send({ op: 'end', commit: true }, tx);
      return result;
    },
  };

  return {
    client: client as unknown as PgliteClient,
    async close() {
      const closed = new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}
