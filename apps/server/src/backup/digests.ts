/**
 * What a database holds, table by table, as short digests: a backup records them and a restore
 * recomputes them, so "every row came back" is checked, not assumed. Each row is hashed from its
 * text form and the row hashes are sorted, so the physical order of rows does not matter; only
 * 32 characters per row are held while a table is read.
 */
export interface DatabaseDigests {
  /** "schema.table" -> its row count and digest. */
  tables: Record<string, { rows: number; digest: string }>;
  /** "schema.sequence" -> where it stands, so new rows after a restore get fresh ids. */
  sequences: Record<string, string | null>;
}

/** Runs one statement and returns its rows; PGlite's and node-postgres' clients both fit. */
export type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

// A row's text form depends on these settings; fixed, so a restore on a server configured
// otherwise (another TimeZone, say) still yields the same text.
const STABLE_OUTPUT = [`SET TimeZone = 'UTC'`, `SET DateStyle = 'ISO, YMD'`, `SET IntervalStyle = 'postgres'`, `SET extra_float_digits = 1`, `SET bytea_output = 'hex'`];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function databaseDigests(query: Query): Promise<DatabaseDigests> {
  for (const statement of STABLE_OUTPUT) await query(statement);
  const { rows: tables } = await query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  const digests: DatabaseDigests = { tables: {}, sequences: {} };
  for (const table of tables as { schema: string; name: string }[]) {
    const { rows } = await query(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(h, '' ORDER BY h), '')) AS digest
       FROM (SELECT md5(t::text) AS h FROM ${quoteIdent(table.schema)}.${quoteIdent(table.name)} t) rows`,
    );
    digests.tables[`${table.schema}.${table.name}`] = rows[0] as { rows: number; digest: string };
  }
  const { rows: sequences } = await query(`SELECT schemaname AS schema, sequencename AS name, last_value::text AS value FROM pg_sequences ORDER BY 1, 2`);
  for (const sequence of sequences as { schema: string; name: string; value: string | null }[]) {
    digests.sequences[`${sequence.schema}.${sequence.name}`] = sequence.value;
  }
  return digests;
}

/** The tables and sequences whose contents differ between two digests; empty when all match. */
export function digestDifferences(expected: DatabaseDigests, actual: DatabaseDigests): string[] {
  const differences: string[] = [];
  for (const name of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])) {
    const [want, got] = [expected.tables[name], actual.tables[name]];
    if (!want || !got) differences.push(`table ${name}: ${want ? 'missing after the restore' : 'not in the backup'}`);
    else if (want.digest !== got.digest) differences.push(`table ${name}: ${want.rows} rows backed up, ${got.rows} restored, contents differ`);
  }
  for (const name of new Set([...Object.keys(expected.sequences), ...Object.keys(actual.sequences)])) {
    if (expected.sequences[name] !== actual.sequences[name]) {
      differences.push(`sequence ${name}: ${expected.sequences[name]} backed up, ${actual.sequences[name]} restored`);
    }
  }
  return differences;
}
