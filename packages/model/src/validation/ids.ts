import { z } from 'zod';

/**
 * The largest id a stored row can have: ids are PostgreSQL `integer` (serial) columns, signed
 * 32-bit. A larger number sent as an id named nothing, yet reached the database, which refused
 * it (numeric value out of range) and the API answered 500.
 */
export const MAX_ID = 2_147_483_647;

const idMessage = `Must be a whole number from 1 to ${MAX_ID}`;

/** Whether `value` can be the id of a stored row (1..MAX_ID). */
export const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

/** The id of a stored row in a JSON body: an out-of-range one fails on its field (422). */
export const idSchema = z.number({ message: idMessage }).int(idMessage).min(1, idMessage).max(MAX_ID, idMessage);

/** The same id, written as text: a path or query parameter, or a multipart form field. */
export const idTextSchema = z.coerce.number({ message: idMessage }).int(idMessage).min(1, idMessage).max(MAX_ID, idMessage);

/**
 * A reference that may also be 0, "none" (a text's `fontId` 0 is the default font, which is no
 * stored row).
 */
export const idOrZeroSchema = z.number({ message: idMessage }).int(idMessage).min(0, idMessage).max(MAX_ID, idMessage);

/** The params of a route about one stored item (`/fonts/:id`): an id (1..MAX_ID). */
export const idParams = z.object({ id: idTextSchema });
