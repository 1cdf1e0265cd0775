import type { ColorEntry } from '@layout/model';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { type UserColorRow, userColors } from './colors.table';

export const toColorEntry = (row: UserColorRow): ColorEntry => ({ id: row.id, color: row.color });

/** A user's brand colours in the order they were added. */
export function listUserColors(db: Queryable, userId: number): Promise<UserColorRow[]> {
  return db.select().from(userColors).where(eq(userColors.userId, userId)).orderBy(asc(userColors.id));
}

export async function countUserColors(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userColors).where(eq(userColors.userId, userId));
  return row?.n ?? 0;
}

/**
 * Adds the colours the user does not have yet (a colour added twice, even by two requests at
 * once, is kept once: the unique index decides) and answers the entries of every colour given.
 */
export async function addUserColors(db: Queryable, userId: number, colors: string[]): Promise<UserColorRow[]> {
  if (colors.length === 0) return [];
  await db
    .insert(userColors)
    .values(colors.map((color) => ({ userId, color })))
    .onConflictDoNothing({ target: [userColors.userId, userColors.color] });
  const rows = await db
    .select()
    .from(userColors)
    .where(and(eq(userColors.userId, userId), inArray(userColors.color, colors)));
  const byColor = new Map(rows.map((row) => [row.color, row]));
  return colors.flatMap((color) => byColor.get(color) ?? []);
}

export async function findUserColor(db: Queryable, id: number): Promise<UserColorRow | null> {
  const [row] = await db.select().from(userColors).where(eq(userColors.id, id));
  return row ?? null;
}

export async function deleteUserColor(db: Queryable, id: number): Promise<void> {
  await db.delete(userColors).where(eq(userColors.id, id));
}
