import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDesignContent } from '@layout/model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportQueue } from '../exports/exportQueue';
import type { FileStorage } from '../storage/storage';
import { type SignedUp, type TestApp, createTestApp } from '../test/test-app';

/**
 * What an operator reads (issue 25): liveness and readiness (readiness.ts, health.routes.ts) and
 * the Prometheus metrics (metrics.ts). Request ids: http/requestIds.test.ts.
 */
let t: TestApp;
let alice: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp();
});
afterAll(() => t.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

/** The envelope of a 503 from GET /api/ready naming `reasons`, with the answer's request id. */
const notReady = (reasons: string[], requestId: unknown) => ({
  statusCode: 503,
  message: 'Service Unavailable',
  details: `Not ready: ${reasons.join('; ')}`,
  status: 'not ready',
  reasons,
  requestId,
});

describe('health and readiness', () => {
  it('is alive, and ready on a fresh app: database migrated, storage writable, no queue to reach', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const answer = await ready();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
    // The storage probe wrote a file and deleted it.
    expect(readdirSync(join(t.config.dataDir, 'files', 'probes'))).toEqual([]);
  });

  it('answers 503 naming the storage when it refuses writes, and stays alive', async () => {
    const storage = t.app.storage as FileStorage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('EROFS: read-only file system, open /data/files/probes/x');
    };
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(notReady(['storage: not writable'], answer.headers['x-request-id']));
      // The public answer names the check, not the error behind it (that is logged).
      expect(answer.body).not.toContain('/data/files');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      storage.put = put;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the database when its newest migration is not applied', async () => {
    const rows = (await t.app.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
      rows: { id: number; hash: string; created_at: string }[];
    };
    const newest = rows.rows[0]!;
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(notReady(['database: migrations not applied'], answer.headers['x-request-id']));
    } finally {
      await t.app.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('asks the export queue, when there is one, and names every check that failed', async () => {
    // On PostgreSQL there is a real queue (EXPORT_QUEUE=postgres by default): put back afterwards.
    const exporter = t.app.exporter as { queue: ExportQueue | null };
    const queue = exporter.queue;
    const storage = t.app.storage as FileStorage;
    const put = storage.put;
    exporter.queue = {
      depth: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
      },
    } as unknown as ExportQueue;
    storage.put = async () => {
      throw new Error('disk full');
    };
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json().reasons).toEqual(['storage: not writable', 'queue: unreachable']);
    } finally {
      exporter.queue = queue;
      storage.put = put;
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('times requests by route pattern and status, and exports by format', async () => {
    const design = await t.app.inject({ method: 'POST', url: '/api/designs', headers: alice.headers, payload: { name: 'Measured', design: createDesignContent() } });
    const id = design.json().id as number;
    await t.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers: alice.headers });
    await t.app.inject({ method: 'GET', url: '/api/designs/99999999', headers: alice.headers });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const exported = await t.app.inject({ method: 'GET', url: `/api/designs/${id}/export/pdf?isPrintResolution=false`, headers: alice.headers });
    expect(exported.statusCode, exported.body).toBe(200);

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    // One series per route pattern, not per address.
    expect(metrics.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/designs\/:id",status_code="200"\} 1\n/);
    expect(metrics.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/designs\/:id",status_code="404"\} 1\n/);
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/designs\/:id",status_code="200"\}/);
    expect(metrics.body).not.toContain('/api/designs/99999999');
    expect(metrics.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="unrouted",status_code="404"\} 1\n/);
    expect(metrics.body).toMatch(/export_duration_seconds_count\{format="pdf"\} 1\n/);
    expect(metrics.body).toContain('process_cpu_seconds_total');
    // The pool's gauges with PostgreSQL only: PGlite has no pool.
    if (process.env.DATABASE_URL) expect(metrics.body).toMatch(/db_pool_connections\{state="total"\} \d+/);
    else expect(metrics.body).not.toContain('db_pool_connections');
  });

  it('keeps each app’s counts apart, and asks for its token when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp({ env: { METRICS_TOKEN: 'a-metrics-token-of-32-characters!' } });
    try {
      const refused = await guarded.app.inject({ method: 'GET', url: '/metrics' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-the-same-length!' } })).statusCode).toBe(401);
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer short' } })).statusCode).toBe(401);
      const read = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-metrics-token-of-32-characters!' } });
      expect(read.statusCode).toBe(200);
      // A registry of its own: the first app's designs are not counted here.
      expect(read.body).toContain('http_request_duration_seconds');
      expect(read.body).not.toContain('route="/api/designs/:id"');
    } finally {
      await guarded.close();
    }
  });
});
