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
import * as schema from './schema';

/** The database as every query sees it, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite: embedded, stored under
 * `dataDir/db`, or in memory when `dataDir` is 'memory://'.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir !== 'memory://') {
    dataPath = join(options.dataDir, 'db');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
