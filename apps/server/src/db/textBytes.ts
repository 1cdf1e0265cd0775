import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { BYTES_COLUMN_SUFFIX } from './bytesColumn.mjs';

/** A Buffer over the same memory, whichever form the driver answered. */
const asBuffer = (value: string | Uint8Array): Buffer => (typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value.buffer, value.byteOffset, value.byteLength));

/**
 * Selects `column` as text, answered as its UTF-8 bytes: a document read to be sent on (an open
 * answers it as it is stored) never becomes one large string on the request thread. The embedded
 * database's thread encodes columns so named and moves their memory over (pgliteThread.worker.mjs);
 * another driver answers a string, encoded here.
 */
export function textBytes(column: AnyColumn | SQL, name: string): SQL.Aliased<Buffer> {
  return sql<Buffer>`${column}::text`.mapWith(asBuffer).as(`${name}${BYTES_COLUMN_SUFFIX}`);
}

/** The JSON (or text) parameter `bytes` stands for: PGlite and node-postgres send bytes in binary format, for json the text itself. */
export const jsonFromBytes = (bytes: Uint8Array): SQL => sql`${bytes}::json`;
