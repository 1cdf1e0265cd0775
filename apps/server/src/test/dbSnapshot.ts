import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Each table's row count and a hash of its rows, by table name. */
export type DbSnapshot = Record<string, { rows: number; hash: string }>;

/**
 * A snapshot of every table of the app's schema, in one query: each table's row count and an md5
 * of its rows. `content` hashes the rows as text (ordered by their text: not every table has an
 * id); `versions` hashes each row's version instead (its xmin, the transaction that wrote it, and
 * its place, ctid), which changes with every committed insert, update or delete, even one that
 * writes the same values, and is several times faster, since no row's content (large design
 * JSON) is read. Two snapshots are equal when no row was added, removed or changed in between.
 */
export async function snapshotDb(db: Db, by: 'content' | 'versions' = 'versions'): Promise<DbSnapshot> {
  const tables = await tableNames(db);
  const rowText = by === 'content' ? 't::text' : `t.ctid::text || ':' || t.xmin::text`;
  const parts = tables.map(
    (name) => `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(${rowText}, ',' order by ${rowText}), '')) as hash from "${name}" t`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  const rows = (result as unknown as { rows: { name: string; rows: number; hash: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), hash: row.hash }]));
}

let cachedTables: { db: Db; names: string[] } | undefined;

async function tableNames(db: Db): Promise<string[]> {
  if (cachedTables?.db === db) return cachedTables.names;
  const result = await db.execute(sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`));
  const names = (result as unknown as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
  // Table names go into SQL text: only plain identifiers are expected from the migrations.
  for (const name of names) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected table name ${name}`);
  cachedTables = { db, names };
  return names;
}

/**
 * Watches the database for writes between calls of `changes()`, cheaply enough to ask after every
 * request. Every transaction that writes (insert, update, delete; committed or rolled back) takes
 * a transaction id, and reading the next id to be given takes none: while it stays the same,
 * nothing was written. When it moved, the tables are snapshotted (row counts and md5 of the rows'
 * content) and compared with the last snapshot, so a write that was rolled back, or that wrote
 * nothing new, is not a change.
 */
export async function watchDb(db: Db): Promise<{ changes(): Promise<string[]> }> {
  const nextXid = async () => {
    const result = await db.execute(sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as xid'));
    return (result as unknown as { rows: { xid: string }[] }).rows[0]!.xid;
  };
  // The id first: a write landing between the two is then seen again at the next call.
  let xid = await nextXid();
  let snapshot = await snapshotDb(db, 'content');
  return {
    async changes() {
      const now = await nextXid();
      if (now === xid) return [];
      const next = await snapshotDb(db, 'content');
      const changed = changedTables(snapshot, next);
      xid = now;
      snapshot = next;
      return changed;
    },
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name]?.hash !== after[name]?.hash || before[name]?.rows !== after[name]?.rows).sort();
}

/** How many files a folder holds, sub-folders included (0 when it does not exist). */
export function countFiles(folder: string): number {
  let count = 0;
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) count += entry.isDirectory() ? countFiles(join(folder, entry.name)) : 1;
  return count;
}
