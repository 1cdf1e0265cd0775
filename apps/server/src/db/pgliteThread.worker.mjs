// The thread the embedded database runs on (db/pgliteThread.ts): PGlite, answering the queries the
// request thread posts. Plain JavaScript: a worker thread starts without tsx.
//
// Messages in: { op: 'query', id, sql, params, rowMode, tx? }, { op: 'exec', id, sql, tx? },
// { op: 'begin', id, tx }, { op: 'end', id, tx, commit }, and 'close'. Each is answered with
// { id, result } or { id, error }. A query is started the moment it arrives: PGlite runs one at a
// time in arrival order and keeps the others waiting, so the next is ready the instant one ends,
// however busy the request thread is. A query outside a transaction waits while one is open
// (PGlite's own lock), so a transaction is isolated as on one PostgreSQL connection.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { BYTES_COLUMN_SUFFIX } from './bytesColumn.mjs';
import { serializers } from './pgliteSerializers.mjs';

// As Drizzle's PGlite driver asks: dates and intervals stay text, Drizzle maps them itself.
const asText = (value) => value;
const parsers = { [types.TIMESTAMP]: asText, [types.TIMESTAMPTZ]: asText, [types.INTERVAL]: asText, [types.DATE]: asText };

/** What crosses to the request thread of a PostgreSQL error: its message and fields (code, detail, constraint...). */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/**
 * Encodes the values of columns named `..._utf8` (db/textBytes.ts) as UTF-8 bytes in `result`,
 * and answers their memory, which is then moved to the request thread instead of copied.
 */
function bytesColumnsOf(result) {
  const moved = [];
  const columns = result?.fields?.flatMap((field, index) => (field.name.endsWith(BYTES_COLUMN_SUFFIX) ? [[field.name, index]] : [])) ?? [];
  for (const row of columns.length > 0 ? result.rows : []) {
    for (const [name, index] of columns) {
      const key = Array.isArray(row) ? index : name;
      if (typeof row[key] !== 'string') continue;
      row[key] = encoder.encode(row[key]);
      moved.push(row[key].buffer);
    }
  }
  return moved;
}
const encoder = new TextEncoder();

const { dataPath } = workerData;
try {
  const db = await PGlite.create(dataPath, { serializers });
  /** Open transactions by the request thread's number: the PGlite transaction, and how to end it. */
  const open = new Map();

  const answer = (id, run) =>
    run().then(
      (result) => parentPort.postMessage({ id, result }, bytesColumnsOf(result)),
      (error) => parentPort.postMessage({ id, error: errorFields(error) }),
    );

  /** Where a query runs: inside its transaction, or on the database (after any open transaction). */
  const target = (tx) => {
    if (tx === undefined) return db;
    const transaction = open.get(tx);
    if (!transaction) throw new Error(`Transaction ${tx} is not open`);
    return transaction.tx;
  };

  const begin = (tx) =>
    new Promise((started, failed) => {
      const finished = db.transaction(
        (inside) =>
          new Promise((commit, rollback) => {
            open.set(tx, { tx: inside, commit, rollback, finished });
            started();
          }),
      );
      // A BEGIN that failed never reached the callback.
      finished.catch((error) => {
        if (!open.has(tx)) failed(error);
      });
    });

  const end = async (tx, commit) => {
    const transaction = open.get(tx);
    if (!transaction) throw new Error(`Transaction ${tx} is not open`);
    open.delete(tx);
    if (commit) transaction.commit();
    else transaction.rollback(new Error('rolled back'));
    try {
      await transaction.finished;
    } catch (error) {
      // A rollback asked for ends as it should; a commit that failed is the caller's error.
      if (commit) throw error;
    }
  };

  parentPort.on('message', async (message) => {
    if (message === 'close') {
      // Closing checkpoints the database, so the next start need not replay its log.
      await db.close();
      parentPort.postMessage({ closed: true });
      return;
    }
    const { op, id, tx } = message;
    if (op === 'query') answer(id, async () => target(tx).query(message.sql, message.params, { rowMode: message.rowMode, parsers }));
    else if (op === 'exec') answer(id, async () => target(tx).exec(message.sql));
    else if (op === 'begin') answer(id, () => begin(tx));
    else if (op === 'end') answer(id, () => end(tx, message.commit));
    else parentPort.postMessage({ id, error: { message: `Unknown operation ${op}` } });
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
