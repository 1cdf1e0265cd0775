import type { Font, FontCategory, FontCombination } from '@layout/model';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { type FontRow, fontCategories, fontCombinations, fonts } from './fonts.table';

/** A stored font as the API returns it (spec 000 section 3): its file's address as `link`. */
export function toFont(row: FontRow, link: string): Font {
  return { id: row.id, name: row.name, userId: row.userId, link, fontCategoryId: row.fontCategoryId };
}

export function listFontCategories(db: Queryable): Promise<FontCategory[]> {
  return db.select().from(fontCategories).orderBy(asc(fontCategories.order), asc(fontCategories.id));
}

export async function fontCategoryExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: fontCategories.id }).from(fontCategories).where(eq(fontCategories.id, id));
  return row !== undefined;
}

/** The public fonts (installed for everyone), by name. */
export function listPublicFonts(db: Queryable): Promise<FontRow[]> {
  return db.select().from(fonts).where(isNull(fonts.userId)).orderBy(asc(fonts.name), asc(fonts.id));
}

/** One user's uploaded fonts, by name. */
export function listUserFonts(db: Queryable, userId: number): Promise<FontRow[]> {
  return db.select().from(fonts).where(eq(fonts.userId, userId)).orderBy(asc(fonts.name), asc(fonts.id));
}

export async function findFont(db: Queryable, id: number): Promise<FontRow | undefined> {
  const [row] = await db.select().from(fonts).where(eq(fonts.id, id));
  return row;
}

export async function insertFont(db: Queryable, values: typeof fonts.$inferInsert): Promise<FontRow> {
  const [row] = await db.insert(fonts).values(values).returning();
  return row!;
}

export async function deleteFont(db: Queryable, id: number): Promise<void> {
  await db.delete(fonts).where(eq(fonts.id, id));
}

export async function listFontCombinations(db: Queryable): Promise<FontCombination[]> {
  const rows = await db.select().from(fontCombinations).orderBy(asc(fontCombinations.order), asc(fontCombinations.id));
  return rows.map((row) => ({ id: row.id, name: row.name, order: row.order, textStyles: row.textStyles }));
}
