import type { Font, FontCategory, FontCombination } from '@layout/model';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type FontRow, fontCategories, fontCombinations, fonts } from './fonts.table';

/** A stored font as the API returns it (spec 000 section 3): its file's address as `link`. */
export function toFont(row: FontRow, link: string): Font {
  return { id: row.id, name: row.name, userId: row.userId, link, fontCategoryId: row.fontCategoryId };
}

export function listFontCategories(db: Db): Promise<FontCategory[]> {
  return db.select().from(fontCategories).orderBy(asc(fontCategories.order), asc(fontCategories.id));
}

export async function fontCategoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: fontCategories.id }).from(fontCategories).where(eq(fontCategories.id, id));
  return row !== undefined;
}

/** The public fonts (installed for everyone), by name. */
export function listPublicFonts(db: Db): Promise<FontRow[]> {
  return db.select().from(fonts).where(isNull(fonts.userId)).orderBy(asc(fonts.name), asc(fonts.id));
}

/** One user's uploaded fonts, by name. */
export function listUserFonts(db: Db, userId: number): Promise<FontRow[]> {
  return db.select().from(fonts).where(eq(fonts.userId, userId)).orderBy(asc(fonts.name), asc(fonts.id));
}

export async function findFont(db: Db, id: number): Promise<FontRow | undefined> {
  const [row] = await db.select().from(fonts).where(eq(fonts.id, id));
  return row;
}

export async function insertFont(db: Db, values: typeof fonts.$inferInsert): Promise<FontRow> {
  const [row] = await db.insert(fonts).values(values).returning();
  return row!;
}

export async function deleteFont(db: Db, id: number): Promise<void> {
  await db.delete(fonts).where(eq(fonts.id, id));
}

export async function listFontCombinations(db: Db): Promise<FontCombination[]> {
  const rows = await db.select().from(fontCombinations).orderBy(asc(fontCombinations.order), asc(fontCombinations.id));
  return rows.map((row) => ({ id: row.id, name: row.name, order: row.order, textStyles: row.textStyles }));
}
