import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDesignContent } from '@layout/model';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runBackupCommand } from '../cli/backup';
import { openDatabase } from '../db/client';
import { postMultipart } from '../test/multipart';
import { scratchPostgres } from '../test/serverProcess';
import { createTestApp } from '../test/test-app';
import { jpegOf } from '../uploads/pictureFixtures';
import { type DatabaseDigests, databaseDigests } from './digests';
import { fileDigests } from './fileDigests';

/**
 * The database's digests. PGlite through the running app's own connection if there is one (one
 * process holds it), else opened here; PostgreSQL through a client of its own (on the app's pool
 * the output settings would hold for one connection only).
 */
async function digestsOf(app: FastifyInstance | null, env: Record<string, string>): Promise<DatabaseDigests> {
  if (!env.DATABASE_URL && app) return databaseDigests((s) => app.db.execute(sql.raw(s)) as never);
  if (!env.DATABASE_URL) {
    const database = await openDatabase({ dataDir: env.DATA_DIR! });
    try {
      return await databaseDigests((s) => database.db.execute(sql.raw(s)) as never);
    } finally {
      await database.close();
    }
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    return await databaseDigests((s) => client.query(s));
  } finally {
    await client.end();
  }
}

/** DATA_DIR's files but the embedded database's own (compared table by table instead). */
const dataFiles = async (dataDir: string) => (await fileDigests(dataDir)).filter((f) => !f.path.startsWith('db/'));

/**
 * The documented procedure, end to end: data is made through the API (accounts, a design, an
 * uploaded picture), backed up with `npm run backup -- create`, wiped (DATA_DIR deleted, the
 * PostgreSQL database dropped and created anew), restored with `npm run backup -- restore`; then
 * every table holds the same rows, every file the same bytes, and the server serves them again.
 */
async function roundTrip(env: Record<string, string>, wipeDatabase: () => Promise<void>) {
  const dataDir = env.DATA_DIR!;
  const backupDir = join(mkdtempSync(join(tmpdir(), 'layout-backup-')), 'backup');
  const picture = await jpegOf(120, 80);
  try {
    const first = await createTestApp({ dataDir, env });
    const alice = await first.signUp({ email: 'alice.backup@example.com' });
    await first.signUp({ email: 'bob.backup@example.com' });
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: alice.headers,
      payload: { name: 'Backed up', design: createDesignContent(), documentDetails: { searchImagesText: 'kept' } },
    });
    expect(created.statusCode).toBe(201);
    const upload = await postMultipart(first.app, '/api/images/upload', alice, [{ name: 'kept.jpg', bytes: picture }], { fileType: 'image/jpeg' });
    expect(upload.statusCode).toBe(201);
    const [image] = upload.json() as { link: string }[];
    const tablesBefore = await digestsOf(first.app, env);
    if (!env.DATABASE_URL) {
      // A copy of the embedded database while the server writes to it would be torn.
      await expect(runBackupCommand(['create', '--out', backupDir], env)).rejects.toThrow(/is open \(db\/postmaster.pid exists\): stop the Layout server first/);
      expect(existsSync(backupDir)).toBe(false);
    }
    await first.close();

    const filesBefore = await dataFiles(dataDir);
    expect(tablesBefore.tables['public.designs']?.rows).toBe(1);
    expect(filesBefore.some((f) => f.path.startsWith('files/images/'))).toBe(true);

    const report = await runBackupCommand(['create', '--out', backupDir], env);
    expect(report).toContain(`Backed up to ${backupDir}`);

    rmSync(dataDir, { recursive: true, force: true });
    await wipeDatabase();

    const restored = await runBackupCommand(['restore', '--from', backupDir], env);
    expect(restored).toContain('every table and file matches the backup');
    expect(await dataFiles(dataDir)).toEqual(filesBefore);
    // Read before the server starts: its start itself moves the catalogue's id sequences on.
    expect(await digestsOf(null, env)).toEqual(tablesBefore);

    const again = await createTestApp({ dataDir, env });
    try {
      const login = await again.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: alice.email, password: alice.password } });
      expect(login.statusCode).toBe(200);
      const headers = { 'x-auth-token': (login.json() as { jwt: string }).jwt };
      const design = await again.app.inject({ method: 'GET', url: `/api/designs/${created.json().id}`, headers });
      expect(design.statusCode).toBe(200);
      expect(design.json()).toEqual(created.json());
      const served = await again.app.inject({ method: 'GET', url: image!.link });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
      // The id sequences came back too: a new save gets a fresh id instead of colliding.
      const next = await again.app.inject({ method: 'POST', url: '/api/designs', headers, payload: { name: 'After the restore', design: createDesignContent() } });
      expect(next.statusCode).toBe(201);
      // A session from before the backup still holds: the signing secret came back with DATA_DIR.
      expect((await again.app.inject({ method: 'GET', url: '/api/profile', headers: alice.headers })).statusCode).toBe(200);
    } finally {
      await again.close();
    }

    // Restoring over data is refused unless asked for; a damaged backup restores nothing.
    await expect(runBackupCommand(['restore', '--from', backupDir], env)).rejects.toThrow(/is not empty/);
    appendFileSync(join(backupDir, 'data', image!.link.replace('/api/files/', 'files/')), 'x');
    const elsewhere = { ...env, DATA_DIR: join(backupDir, '..', 'elsewhere') };
    await expect(runBackupCommand(['restore', '--from', backupDir], elsewhere)).rejects.toThrow(/is damaged; nothing was restored:\n {2}data\/files\/images\//);
    expect(existsSync(elsewhere.DATA_DIR)).toBe(false);
  } finally {
    rmSync(join(backupDir, '..'), { recursive: true, force: true });
  }
}

const baseEnv = (dataDir: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_LIBRARIES: 'false' });

describe('npm run backup: create, wipe, restore gives back every row and every file', () => {
  it('with the embedded database: DATA_DIR (PGlite and files)', { timeout: 300_000 }, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'layout-backup-data-')), 'data');
    try {
      await roundTrip({ ...baseEnv(dataDir), DATABASE_URL: '' }, async () => {});
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  // The PostgreSQL run of the server tests (DATABASE_URL set, as CI's second pass) covers it.
  it.skipIf(!process.env.DATABASE_URL)('with PostgreSQL (DATABASE_URL set; skipped without it): pg_dump and the file store', { timeout: 300_000 }, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'layout-backup-data-')), 'data');
    const database = await scratchPostgres(process.env.DATABASE_URL!, 'layout_backup');
    const recreate = async () => {
      await database.drop();
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`CREATE DATABASE "${database.name}"`);
      await client.end();
    };
    try {
      await roundTrip({ ...baseEnv(dataDir), DATABASE_URL: database.url }, recreate);
    } finally {
      await database.drop();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
