// The thread the embedded database runs on (db/pgliteThread.ts): PGlite, served over a Unix
// socket in the PostgreSQL protocol by pglite-socket, so the server talks to it with node-postgres
// as it talks to a real PostgreSQL. Plain JavaScript: a worker thread starts without tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataPath, socketPath } = workerData;
try {
  const db = await PGlite.create(dataPath);
  // One connection: PGlite is one session, and the server's pool holds exactly one.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    await server.stop();
    // Closing checkpoints the database, so the next start need not replay its log.
    await db.close();
    parentPort.postMessage({ closed: true });
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
