import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serializers } from './pgliteSerializers.mjs';
import { startPgliteThread } from './pgliteThread';
import * as schema from './schema';

/** The database as every query sees it, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query function runs on: the database, or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  /** The connection pool's use, with PostgreSQL (for /metrics); PGlite has no pool. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /**
   * Calls `listener` with every statement Drizzle sends, before it is sent. Only the embedded
   * database has it: one process holds it, so every write passes here (PostgreSQL may be written
   * by other instances). The session cache clears itself on writes (auth/sessionCache.ts).
   */
  watchStatements?: (listener: (statement: string) => void) => void;
}

/** The committed migrations (drizzle-kit's SQL files and its journal, meta/_journal.json). */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite: embedded, stored under `dataDir/db`
 * and run on its own thread, or in memory on this thread when `dataDir` is 'memory://'.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ connectionString: options.databaseUrl, max: 10 });
  if (options.dataDir === 'memory://') return openPgliteInProcess();
  const dataPath = join(options.dataDir, 'db');
  mkdirSync(dataPath, { recursive: true });
  // On disk (the served app), PGlite runs on its own thread (db/pgliteThread.ts).
  const thread = await startPgliteThread(dataPath);
  return pgliteDatabase(thread.client as PGlite, thread.close);
}

/** PostgreSQL through a node-postgres pool (it connects on the first query). */
function openPostgres(config: pg.PoolConfig): Database {
  const pool = new pg.Pool(config);
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** PGlite in memory, on this thread: the tests' database (fast to start, gone at the end). */
async function openPgliteInProcess(): Promise<Database> {
  const client = new PGlite({ serializers });
  await client.waitReady;
  return pgliteDatabase(client, () => client.close());
}

/** Drizzle over PGlite, in process or on its thread (whose client answers as PGlite does). */
function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const listeners: ((statement: string) => void)[] = [];
  // Drizzle's logger sees every statement it sends, in transactions and raw `execute` too.
  const logger = {
    logQuery: (statement: string) => {
      for (const listener of listeners) listener(statement);
    },
  };
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return { db, kind: 'pglite', migrate: () => migratePglite(db as never, { migrationsFolder }), close, watchStatements: (listener) => listeners.push(listener) };
}
