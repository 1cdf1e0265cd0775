import { buildApp } from './app';
import { loadConfig } from './config/config';

/**
 * `npm run worker`: an export worker. It takes export jobs from the queue on PostgreSQL
 * (exports/exportQueue.ts), renders them on its own threads (EXPORT_WORKERS) and stores the files
 * where every instance reads them (S3, or a shared DATA_DIR). It serves no HTTP: it is the server
 * without a listener, so it reads designs, fonts and pictures exactly as the server does. Run as
 * many as the exports need, on any machine that reaches the database and the storage.
 */
const config = loadConfig({ ...process.env, EXPORT_WORK_IN_SERVER: 'true' });
if (!config.exports.queue) {
  console.error('npm run worker needs the export queue: set DATABASE_URL (PostgreSQL), and EXPORT_QUEUE is not local.');
  process.exit(1);
}
const app = await buildApp({
  config,
  logger: {
    level: config.logLevel,
    transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } : undefined,
  },
});
await app.ready();
app.log.info(`Layout export worker is taking jobs (${config.exports.workers} at a time)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // pg-boss lets the jobs in hand finish (up to 10 s); any left are handed to another worker.
    app.log.info(`${signal} received, finishing the jobs in hand`);
    void app.close().then(() => process.exit(0));
  });
}
