import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExportWorker } from '../test/serverProcess';
import { type SignedUp, type TestApp, createScratchDatabase, createTestApp } from '../test/test-app';
import { updateUser } from '../users/users.queries';
import { cardContent, storeLato, storePhoto } from './testing';

/**
 * Exports on the queue (issue 25): with PostgreSQL, an export is a pg-boss job that `npm run
 * worker` processes take; the instance that took the export answers the link; progress is seen
 * from any instance; a worker killed mid-render leaves its job to another worker; a job that keeps
 * failing ends in a clear error, never a hang. Needs PostgreSQL (DATABASE_URL): CI runs it there.
 */

// A lost job is found within seconds here; production waits 6 minutes (longer than a render may
// take, since pg-boss also stops a render at the expiry). 20 s covers this file's renders on a
// loaded machine; the failing job's instance gives up sooner.
const QUEUE_ENV = { EXPORT_JOB_EXPIRE_SECONDS: '20', EXPORT_JOB_RETRIES: '1', EXPORT_WORK_IN_SERVER: 'false', EXPORT_WORKERS: '1' };
const HASTY_ENV = { ...QUEUE_ENV, EXPORT_JOB_EXPIRE_SECONDS: '3' };

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('exports on the PostgreSQL queue', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dataDir: string;
  let api: TestApp;
  let other: TestApp;
  /** An instance whose jobs expire after 3 s: for the job that never finishes. */
  let hasty: TestApp;
  let alice: SignedUp;
  let fontId: number;
  let photo: string;
  const workers = new Set<ChildProcess>();

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.DATABASE_URL!);
    // One storage for every process, as one S3 bucket would be.
    dataDir = mkdtempSync(join(tmpdir(), 'layout-queue-'));
    api = await createTestApp({ databaseUrl: database.url, dataDir, env: QUEUE_ENV });
    other = await createTestApp({ databaseUrl: database.url, dataDir, env: QUEUE_ENV });
    hasty = await createTestApp({ databaseUrl: database.url, dataDir, env: HASTY_ENV });
    alice = await api.signUp();
    await updateUser(api.app.db, alice.user.id, { storagePlan: 'PRO' });
    fontId = await storeLato(api, alice);
    photo = await storePhoto(api, alice, 2400, 1600);
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await api?.close();
    await other?.close();
    await hasty?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts `npm run worker` on the shared database and storage; resolves once it takes jobs. */
  async function startWorker(): Promise<ChildProcess> {
    const worker = await startExportWorker({ ...QUEUE_ENV, DATABASE_URL: database.url, DATA_DIR: dataDir });
    workers.add(worker);
    return worker;
  }

  function kill(worker: ChildProcess): Promise<void> {
    return new Promise((done) => {
      worker.once('exit', () => done());
      worker.kill('SIGKILL');
      workers.delete(worker);
    });
  }

  /** A design of `pages` A4 pages, slow enough at 300 ppi to be caught mid-render. */
  async function saveDesign(name: string, pages: number, options: { photo?: boolean } = {}): Promise<number> {
    const design = cardContent({ fontId, pages, photo: options.photo ? photo : undefined });
    design.layoutDimensions = { ...design.layoutDimensions, flatWidth: 297, flatHeight: 210 };
    const res = await api.app.inject({ method: 'POST', url: '/api/designs', headers: alice.headers, payload: { name, design } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }

  const exportPng = (id: number, exportId: string, via: TestApp = api) =>
    via.app.inject({ method: 'GET', url: `/api/designs/${id}/export/png?isPrintResolution=true&exportId=${exportId}`, headers: alice.headers });

  /** Waits until the export's pages have started to be drawn (seen from the other instance). */
  async function renderStarted(exportId: string): Promise<void> {
    for (;;) {
      const progress = await other.app.inject({ method: 'GET', url: `/api/exports/${exportId}/progress`, headers: alice.headers });
      if (progress.statusCode === 200 && progress.json().done > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function jobTries(): Promise<number[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ retry_count: number }>("select retry_count from pgboss.job where name = 'exports' order by created_on");
    await client.end();
    return rows.map((row) => row.retry_count);
  }

  it('renders on a worker process; the instance that took the export answers the link, and another sees the progress', async () => {
    const worker = await startWorker();
    const id = await saveDesign('Queued', 2);
    const exportId = randomUUID();
    const res = await api.app.inject({ method: 'GET', url: `/api/designs/${id}/export/pdf?isPrintResolution=false&exportId=${exportId}`, headers: alice.headers });
    expect(res.statusCode, res.body).toBe(200);
    const file = await other.app.inject({ method: 'GET', url: res.json().signedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const progress = await other.app.inject({ method: 'GET', url: `/api/exports/${exportId}/progress`, headers: alice.headers });
    expect(progress.json()).toEqual({ done: 2, total: 2 });
    await kill(worker);
  });

  it('hands the job of a worker killed mid-render to another worker, which finishes it', async () => {
    const first = await startWorker();
    // Pages heavy enough that the kill comes while they are drawn (Skia draws a plain page in milliseconds).
    const id = await saveDesign('Killed mid-render', 40, { photo: true });
    const exportId = randomUUID();
    const answer = exportPng(id, exportId);
    await renderStarted(exportId);
    await kill(first);
    const second = await startWorker();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    const file = await api.app.inject({ method: 'GET', url: res.json().signedUrl });
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await jobTries()).at(-1)).toBe(1);
    await kill(second);
  });

  it('ends a job that keeps failing with a clear error for the user', async () => {
    const worker = await startWorker();
    // Far longer to draw than its instance lets a job run (3 s): every try is stopped, the retry
    // too. (90 text pages were enough while pictures were drawn through pdf.js; Skia draws those
    // in under 2 s, so the pages, 200 at most, carry a photo each.)
    const id = await saveDesign('Never finishes', 200, { photo: true });
    const res = await exportPng(id, randomUUID(), hasty);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Export failed', details: 'The design could not be rendered. Please try again, or contact support if it keeps failing.' });
    expect((await jobTries()).at(-1)).toBe(1);
    await kill(worker);
  });
});
