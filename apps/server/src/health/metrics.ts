import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client';
import { unauthorized } from '../http/errors';

/**
 * Prometheus metrics at GET /metrics (prom-client), for the operator's scraper: request latency
 * by route and status, export durations by format and their failures, the export queue's depth,
 * the database pool's use, and the process's own (CPU, memory, event loop). A registry of the
 * app's own, so several apps in one process (tests) never mix their counts. Outside /api and not
 * in the API's contract: it is for machines, in Prometheus's text format; with METRICS_TOKEN set
 * it asks for `Authorization: Bearer <token>`.
 */
export interface Metrics {
  registry: Registry;
  /** Records one exported file's time to render and store, in seconds, by format (`export_duration_seconds`). */
  exportDurationSeconds(format: string, seconds: number): void;
  /** Counts an exported file that failed (`export_failures_total`). */
  exportFailed(format: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds, from a few milliseconds (an open) to minutes (a large export). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const EXPORT_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export function registerMetrics(app: FastifyInstance, database: Database): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (its pattern) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const exportDuration = new Histogram({
    name: 'export_duration_seconds',
    help: 'Time to render and store one exported file, by format',
    labelNames: ['format'] as const,
    buckets: EXPORT_BUCKETS,
    registers: [registry],
  });
  const exportFailures = new Counter({ name: 'export_failures_total', help: 'Exported files that failed, by format', labelNames: ['format'] as const, registers: [registry] });
  new Gauge({
    name: 'export_queue_depth',
    help: 'Export jobs waiting or being rendered (with the PostgreSQL queue)',
    registers: [registry],
    async collect() {
      const queue = app.exporter?.queue;
      if (queue) this.set(await queue.depth().catch(() => Number.NaN));
    },
  });
  if (database.poolUse) {
    const poolUse = database.poolUse;
    new Gauge({
      name: 'db_pool_connections',
      help: 'The database pool’s connections, by state (total, idle, waiting clients)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  app.decorate('metrics', {
    registry,
    exportDurationSeconds: (format: string, seconds: number) => exportDuration.observe({ format }, seconds),
    exportFailed: (format: string) => exportFailures.inc({ format }),
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, so that /api/designs/1 and /api/designs/2 are one series; unrouted requests are one too.
    const route = request.routeOptions.url ?? 'unrouted';
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // Not in the API's contract and documentation (docs/decisions.md, issue 25: for operators);
  // http/routeTable.ts NOT_IN_TABLE names it.
  const token = app.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('The metrics need METRICS_TOKEN as a bearer token');
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
