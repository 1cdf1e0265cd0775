import { buildApp } from './app';
import { loadConfig } from './config/config';

/** `npm start`: serve the API and the web app on PORT with the configured database. */
const config = loadConfig();
const app = await buildApp({
  config,
  logger: {
    level: config.logLevel,
    transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } : undefined,
  },
});
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Layout is ready at ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`}; print profile: ${config.printProfile.description})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
