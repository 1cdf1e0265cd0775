import { HttpError } from './errors';

/** The parts of a PostgreSQL error (pg and PGlite alike) this file reads. */
interface PgError {
  code?: string;
  detail?: string;
}

/** The PostgreSQL error of `error`: itself, or the cause Drizzle wrapped it in. */
function pgErrorOf(error: unknown): PgError | null {
  for (let e = error as (PgError & { cause?: unknown }) | null | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return null;
}

/** category_id -> categoryId: the API's name of a column. */
const propertyOf = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const valueError = (message: string) => new HttpError(422, 'Validation failed', [{ property: 'body', constraints: { isValid: message } }]);

/**
 * A database refusal that the request caused, as the client error it is, or null for anything
 * else (left a 500). Routes check what they can before writing (ids in range, items found);
 * this is the net under them, so a request the schemas let through still gets a 4xx, and never
 * the database's own text (table, constraint or value names beyond the field):
 *  - foreign_key_violation (23503) on insert or update: an id naming no stored item, 422 on the
 *    field whose column it is; on delete (23503, or restrict_violation 23001): the item is still
 *    in use, 409;
 *  - a value the column cannot hold, 422: numeric_value_out_of_range (22003),
 *    invalid_text_representation (22P02), a NUL character in text or JSON (22021, 22P05), a text
 *    over its column's length (22001).
 */
export function databaseClientError(error: unknown): HttpError | null {
  const pg = pgErrorOf(error);
  if (!pg) return null;
  switch (pg.code) {
    case '23001':
      return new HttpError(409, 'Conflict', 'This item is still in use.');
    case '23503': {
      if (pg.detail?.includes('is still referenced')) return new HttpError(409, 'Conflict', 'This item is still in use.');
      const column = /^Key \(([a-z_]+)\)=/.exec(pg.detail ?? '')?.[1];
      const property = column ? propertyOf(column) : 'body';
      return new HttpError(422, 'Validation failed', [{ property, constraints: { exists: `There is no item with this ${property}` } }]);
    }
    case '22003':
    case '22P02':
      return valueError('A number is out of range');
    case '22021':
    case '22P05':
      return valueError('A text holds a character that cannot be stored (U+0000)');
    case '22001':
      return valueError('A text is too long');
    default:
      return null;
  }
}
