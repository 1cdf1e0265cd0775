import { cp, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { type DatabaseDigests, type Query, databaseDigests, digestDifferences } from './digests';
import { type FileDigest, fileDifferences, fileDigests } from './fileDigests';
import { pgDump, pgRestore } from './postgresTools';

/** Where the server keeps its data, read from the same variables as the server's. */
export interface BackupSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  s3Bucket: string | undefined;
}

/**
 * Not loadConfig: that creates DATA_DIR and a signing secret in it, and a restore needs to find
 * the folder as the operator left it.
 */
export function backupSettings(env: NodeJS.ProcessEnv): BackupSettings {
  return { dataDir: resolve(env.DATA_DIR || './data'), databaseUrl: env.DATABASE_URL || undefined, s3Bucket: env.S3_BUCKET || undefined };
}

const manifestSchema = z.object({
  format: z.literal('layout-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  s3Bucket: z.string().nullable(),
  digests: z.object({
    tables: z.record(z.string(), z.object({ rows: z.number(), digest: z.string() })),
    sequences: z.record(z.string(), z.string().nullable()),
  }),
  /** Every file of the backup but the manifest, relative to the backup folder. */
  files: z.array(z.object({ path: z.string(), bytes: z.number(), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

const MANIFEST = 'manifest.json';
const DATA = 'data';
const PG_DUMP = 'database.pgdump';
// PGlite leaves this in its folder while open (and after a kill, until the next start).
const PGLITE_PID = join('db', 'postmaster.pid');

const isInside = (path: string, folder: string) => !relative(folder, path).startsWith('..');

async function isEmptyFolder(path: string): Promise<boolean> {
  return !existsSync(path) || (await readdir(path)).length === 0;
}

/** `force` undefined: no --force may override it (a restore would move a live server's folder away). */
function refuseWhileOpen(dataDir: string, force: boolean | undefined) {
  if (!force && existsSync(join(dataDir, PGLITE_PID))) {
    throw new Error(
      `The embedded database in ${join(dataDir, 'db')} is open (${PGLITE_PID} exists): stop the Layout server first. ` +
        `If no server runs on it (one was killed), start and stop it once${force === undefined ? '' : ', or pass --force'}.`,
    );
  }
}

/** The embedded database's digests: opened as the server opens it (no server may hold it). */
async function pgliteDigests(dataDir: string): Promise<DatabaseDigests> {
  const database = await openDatabase({ dataDir });
  try {
    return await databaseDigests((statement) => database.db.execute(sql.raw(statement)) as unknown as ReturnType<Query>);
  } finally {
    await database.close();
  }
}

async function withPostgres<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Backs up the database and DATA_DIR into the new folder `out`: with PGlite, a copy of DATA_DIR
 * (the server stopped); with PostgreSQL, pg_dump of one snapshot, then DATA_DIR (the files, the
 * signing secret). Records every table's digest and every file's SHA-256 in manifest.json.
 */
export async function createBackup(settings: BackupSettings, out: string, options: { force?: boolean } = {}): Promise<string[]> {
  const { dataDir, databaseUrl } = settings;
  out = resolve(out);
  if (isInside(out, dataDir) || isInside(dataDir, out)) throw new Error(`The backup folder ${out} must be outside DATA_DIR (${dataDir})`);
  if (!existsSync(dataDir)) throw new Error(`DATA_DIR ${dataDir} does not exist`);
  if (!(await isEmptyFolder(out))) throw new Error(`${out} is not empty: back up into a new folder`);
  if (!databaseUrl) refuseWhileOpen(dataDir, options.force ?? false);
  await mkdir(out, { recursive: true });

  let digests: DatabaseDigests;
  if (databaseUrl) {
    digests = await withPostgres(databaseUrl, async (client) => {
      // The dump and the digests read one snapshot, so the digests describe the dump exactly.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      await pgDump(databaseUrl, join(out, PG_DUMP), rows[0]!.id);
      const result = await databaseDigests((statement) => client.query(statement));
      await client.query('COMMIT');
      return result;
    });
  } else {
    digests = await pgliteDigests(dataDir);
  }
  // After the dump: a file is written before the row that names it, so every row's file is here.
  await cp(dataDir, join(out, DATA), {
    recursive: true,
    // With PostgreSQL a db folder is a leftover of the embedded database, not the data.
    filter: (source) => {
      const inData = relative(dataDir, source);
      return databaseUrl ? inData !== 'db' && !inData.startsWith(`db/`) : inData !== PGLITE_PID;
    },
  });
  const files = await fileDigests(out);
  const manifest: BackupManifest = {
    format: 'layout-backup',
    formatVersion: 1,
    createdAt: new Date().toISOString(),
    database: databaseUrl ? 'postgres' : 'pglite',
    s3Bucket: settings.s3Bucket ?? null,
    digests,
    files,
  };
  await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return [`Backed up to ${out}`, ...summary(manifest), ...s3Note(settings.s3Bucket)];
}

/**
 * Restores the backup in `from` to the configured DATA_DIR and database, after checking every
 * file of it against the manifest; then checks every table against the recorded digests. The
 * database must be new and empty (PostgreSQL); DATA_DIR empty, or with --force moved aside.
 */
export async function restoreBackup(settings: BackupSettings, from: string, options: { force?: boolean } = {}): Promise<string[]> {
  const { dataDir, databaseUrl } = settings;
  from = resolve(from);
  const manifest = manifestSchema.parse(JSON.parse(await readFile(join(from, MANIFEST), 'utf8')));
  const kind = databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new Error(
      `This backup is of ${manifest.database === 'pglite' ? 'the embedded database' : 'PostgreSQL'}; ${databaseUrl ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}`,
    );
  }
  const damaged = fileDifferences(
    manifest.files,
    (await fileDigests(from)).filter((f) => f.path !== MANIFEST),
  );
  if (damaged.length > 0) throw new Error(`The backup in ${from} is damaged; nothing was restored:\n  ${damaged.join('\n  ')}`);

  // Every check before anything moves.
  if (databaseUrl) {
    await withPostgres(databaseUrl, async (client) => {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`);
      if (rows[0]!.n > 0) throw new Error('The database of DATABASE_URL is not empty: create a new, empty one (createdb) and point DATABASE_URL at it');
    });
  }
  const lines: string[] = [];
  if (!(await isEmptyFolder(dataDir))) {
    if (!options.force) throw new Error(`DATA_DIR ${dataDir} is not empty: restore into an empty one, or pass --force to move it aside first`);
    refuseWhileOpen(dataDir, undefined);
    const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, aside);
    lines.push(`Moved the former DATA_DIR aside to ${aside}`);
  }
  if (databaseUrl) await pgRestore(databaseUrl, join(from, PG_DUMP));
  await cp(join(from, DATA), dataDir, { recursive: true });
  const copied = fileDifferences(dataFiles(manifest.files), await fileDigests(dataDir));
  if (copied.length > 0) throw new Error(`DATA_DIR does not match the backup after copying:\n  ${copied.join('\n  ')}`);

  const digests = databaseUrl ? await withPostgres(databaseUrl, (client) => databaseDigests((s) => client.query(s))) : await pgliteDigests(dataDir);
  const differences = digestDifferences(manifest.digests, digests);
  if (differences.length > 0) throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
  return [...lines, `Restored ${from} (taken ${manifest.createdAt}); every table and file matches the backup`, ...summary(manifest), ...s3Note(manifest.s3Bucket ?? undefined)];
}

/** The backup's files under data/, as paths inside DATA_DIR. */
function dataFiles(files: readonly FileDigest[]): FileDigest[] {
  return files.filter((f) => f.path.startsWith(`${DATA}/`)).map((f) => ({ ...f, path: f.path.slice(DATA.length + 1) }));
}

function summary(manifest: BackupManifest): string[] {
  const tables = Object.values(manifest.digests.tables);
  const data = dataFiles(manifest.files);
  const megabytes = (data.reduce((sum, f) => sum + f.bytes, 0) / 1e6).toFixed(1);
  return [
    `  database (${manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL'}): ${tables.length} tables, ${tables.reduce((sum, t) => sum + t.rows, 0)} rows`,
    `  DATA_DIR: ${data.length} files, ${megabytes} MB`,
  ];
}

function s3Note(bucket: string | undefined): string[] {
  if (!bucket) return [];
  return [
    `Note: files live in the S3 bucket ${bucket} and are not in this backup. Keep them with the bucket's versioning, ` +
      `or copy them beside this backup (aws s3 sync s3://${bucket} <folder>) and back (aws s3 sync <folder> s3://${bucket}).`,
  ];
}
