import type { SvgCategory, SvgType } from '@layout/model';
import { type SQL, and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { containing, startingWith } from '../db/like';
import { type SvgCategoryRow, type SvgRow, svgCategories, svgPurchases, svgs } from './svgs.table';

/** A stored svg with its category's name. */
export interface SvgWithCategory {
  row: SvgRow;
  categoryName: string | null;
}

const columns = { row: svgs, categoryName: svgCategories.name };

/** Svgs with their category's name, filtered by `where`, in `order`. */
function selectSvgs(db: Queryable, where: SQL | undefined) {
  return db.select(columns).from(svgs).leftJoin(svgCategories, eq(svgCategories.id, svgs.svgCategoryId)).where(where);
}

export async function findSvg(db: Queryable, id: number): Promise<SvgWithCategory | null> {
  const [found] = await selectSvgs(db, eq(svgs.id, id));
  return found ?? null;
}

/** The search's words (at most 8): each must be found in the name, a keyword or the category's name. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
}

function matchesWord(word: string): SQL {
  const pattern = containing(word);
  return or(ilike(svgs.name, pattern), ilike(svgCategories.name, pattern), sql`exists (select 1 from unnest(${svgs.keyWords}) as k(word) where k.word like ${pattern})`)!;
}

export interface LibraryQuery {
  type?: SvgType;
  categoryId?: number;
  search: string;
  page: number;
  perPage: number;
}

/**
 * A page of the public library: by type, category and search words. Without a search the items
 * come in their categories' order, oldest first (the seed's order); with one, names equal to the
 * search come first, then names starting with it, then the rest.
 */
export async function searchLibrary(db: Queryable, query: LibraryQuery): Promise<{ items: SvgWithCategory[]; total: number }> {
  const words = searchWords(query.search);
  const where = and(
    eq(svgs.isPublic, true),
    query.type ? eq(svgs.type, query.type) : undefined,
    query.categoryId ? eq(svgs.svgCategoryId, query.categoryId) : undefined,
    ...words.map(matchesWord),
  );
  const phrase = words.join(' ');
  const ranking = phrase ? [desc(sql`lower(${svgs.name}) = ${phrase}`), desc(sql`lower(${svgs.name}) like ${startingWith(phrase)}`)] : [];
  const [items, [total]] = await Promise.all([
    selectSvgs(db, where)
      .orderBy(...ranking, asc(sql`coalesce(${svgCategories.order}, 2147483647)`), asc(svgCategories.id), asc(svgs.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(svgs).leftJoin(svgCategories, eq(svgCategories.id, svgs.svgCategoryId)).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every public svg (of a type; only the paid ones if asked), in the library's order. */
export function listPublicSvgs(db: Queryable, type?: SvgType, paidOnly = false): Promise<SvgWithCategory[]> {
  return selectSvgs(db, and(eq(svgs.isPublic, true), type ? eq(svgs.type, type) : undefined, paidOnly ? gt(svgs.costCents, 0) : undefined)).orderBy(
    asc(sql`coalesce(${svgCategories.order}, 2147483647)`),
    asc(svgCategories.id),
    asc(svgs.id),
  );
}

/**
 * A library item rather than a private icon: public, a shape, or an icon with a category or a
 * price. A private icon (My Stuff's icons) has none of these; an unpublished library item is
 * a creator's draft of the library.
 */
const isLibraryItem = or(eq(svgs.isPublic, true), eq(svgs.type, 'shape'), isNotNull(svgs.svgCategoryId), gt(svgs.costCents, 0))!;

/** A user's own uploaded icons (private), newest first. */
export function listUserIcons(db: Queryable, userId: number): Promise<SvgWithCategory[]> {
  return selectSvgs(db, and(eq(svgs.userId, userId), eq(svgs.type, 'icon'), not(isLibraryItem))).orderBy(desc(svgs.createdAt), desc(svgs.id));
}

/** What a user put in the library, newest first: the published items, and the unpublished ones when asked. */
export function listLibraryItemsBy(db: Queryable, userId: number, options: { withUnpublished: boolean }): Promise<SvgWithCategory[]> {
  return selectSvgs(db, and(eq(svgs.userId, userId), options.withUnpublished ? isLibraryItem : eq(svgs.isPublic, true))).orderBy(desc(svgs.createdAt), desc(svgs.id));
}

/** The svgs a user bought, most recent purchase first. */
export async function listPurchasedBy(db: Queryable, userId: number): Promise<SvgWithCategory[]> {
  const rows = await db
    .select(columns)
    .from(svgPurchases)
    .innerJoin(svgs, eq(svgs.id, svgPurchases.svgId))
    .leftJoin(svgCategories, eq(svgCategories.id, svgs.svgCategoryId))
    .where(eq(svgPurchases.userId, userId))
    .orderBy(desc(svgPurchases.createdAt), desc(svgs.id));
  return rows;
}

export type NewSvg = typeof svgs.$inferInsert;

export async function insertSvgs(db: Queryable, values: NewSvg[]): Promise<SvgRow[]> {
  if (values.length === 0) return [];
  return db.insert(svgs).values(values).returning();
}

export async function updateSvg(db: Queryable, id: number, values: Partial<NewSvg>): Promise<void> {
  if (Object.keys(values).length > 0) await db.update(svgs).set(values).where(eq(svgs.id, id));
}

export async function deleteSvg(db: Queryable, id: number): Promise<void> {
  await db.delete(svgs).where(eq(svgs.id, id));
}

/** Categories (of a type) in the panel's order, each with how many public svgs it holds. */
export async function listCategoriesWithCounts(db: Queryable, type?: SvgType): Promise<(SvgCategory & { count: number })[]> {
  const rows = await db
    .select({ category: svgCategories, count: count(svgs.id) })
    .from(svgCategories)
    .leftJoin(svgs, and(eq(svgs.svgCategoryId, svgCategories.id), eq(svgs.isPublic, true)))
    .where(type ? eq(svgCategories.type, type) : undefined)
    .groupBy(svgCategories.id)
    .orderBy(asc(svgCategories.order), asc(svgCategories.id));
  return rows.map((r) => ({ ...toCategory(r.category), count: Number(r.count) }));
}

/** The first `n` public svgs of each category, in the library's order. */
export async function firstItemsOf(db: Queryable, categoryIds: number[], n: number): Promise<Map<number, SvgWithCategory[]>> {
  const byCategory = new Map<number, SvgWithCategory[]>();
  if (n <= 0 || categoryIds.length === 0) return byCategory;
  const lists = await Promise.all(
    categoryIds.map((id) =>
      selectSvgs(db, and(eq(svgs.isPublic, true), eq(svgs.svgCategoryId, id)))
        .orderBy(asc(svgs.id))
        .limit(n),
    ),
  );
  for (const [i, id] of categoryIds.entries()) byCategory.set(id, lists[i]!);
  return byCategory;
}

export const toCategory = (row: SvgCategoryRow): SvgCategory => ({ id: row.id, name: row.name, order: row.order, type: row.type });

export async function findCategory(db: Queryable, id: number): Promise<SvgCategoryRow | null> {
  const [found] = await db.select().from(svgCategories).where(eq(svgCategories.id, id));
  return found ?? null;
}

export async function isCategoryNameTaken(db: Queryable, type: SvgType, name: string, exceptId?: number): Promise<boolean> {
  const found = await db
    .select({ id: svgCategories.id })
    .from(svgCategories)
    .where(and(eq(svgCategories.type, type), sql`lower(${svgCategories.name}) = ${name.toLowerCase()}`));
  return found.some((c) => c.id !== exceptId);
}

export async function insertCategory(db: Queryable, values: { name: string; order: number; type: SvgType }): Promise<SvgCategoryRow> {
  const [row] = await db.insert(svgCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Queryable, id: number, values: { name: string; order: number; type: SvgType }): Promise<void> {
  await db.update(svgCategories).set(values).where(eq(svgCategories.id, id));
}

export async function deleteCategory(db: Queryable, id: number): Promise<void> {
  await db.delete(svgCategories).where(eq(svgCategories.id, id));
}

/** Categories by name for the seed (those of `type`), creating the missing ones in the given order. */
export async function ensureCategories(db: Queryable, type: SvgType, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length > 0) {
    await db
      .insert(svgCategories)
      .values(names.map((name, i) => ({ name, order: i + 1, type })))
      .onConflictDoNothing();
  }
  const rows = await db
    .select()
    .from(svgCategories)
    .where(and(eq(svgCategories.type, type), inArray(svgCategories.name, [...names])));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Seeded (library-owned) svgs of a type by name, to skip those already installed. */
export async function seededNames(db: Queryable, type: SvgType): Promise<Set<string>> {
  const rows = await db
    .select({ name: svgs.name })
    .from(svgs)
    .where(and(eq(svgs.type, type), isNull(svgs.userId)));
  return new Set(rows.map((r) => r.name));
}
