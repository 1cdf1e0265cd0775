import {
  type Commission,
  type Creator,
  type Illustration,
  type IllustrationCategory,
  type IllustrationGroupCount,
  type IllustrationQuery,
  type IllustrationSubcategory,
  ILLUSTRATIONS_PAGE_SIZE,
  priceWithFee,
} from '@layout/model';
import { type SQL, and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { containing, startingWith } from '../db/like';
import { users } from '../users/users.table';
import {
  type IllustrationCategoryRow,
  type IllustrationRow,
  type IllustrationSubcategoryRow,
  illustrationCategories,
  illustrationPurchases,
  illustrationSubcategories,
  illustrations,
} from './illustrations.table';
import { dollars } from '../db/money';

/** An illustration row with what its card shows of its creator. */
export interface IllustrationWithCreator {
  row: IllustrationRow;
  creator: Creator;
}

const creatorColumns = { creatorName: users.creatorName, isShowHireMe: users.isShowHireMe, website: users.website };

/** The illustration as the API answers it: links, price in dollars and the price with the stock fee. */
export function toIllustration(found: IllustrationWithCreator, url: (key: string) => string, commission: Commission): Illustration {
  const { row, creator } = found;
  const cost = dollars(row.costCents);
  return {
    id: row.id,
    name: row.name,
    data: { small: { file: { link: url(row.previewKey) } }, regular: { file: { link: url(row.fileKey) } } },
    type: row.type,
    cost,
    fullCost: priceWithFee(cost, commission),
    keyWords: row.keyWords,
    order: row.order,
    isPublished: row.isPublished,
    userId: row.userId,
    user: creator,
    illustrationCategoryId: row.illustrationCategoryId,
    illustrationSubcategoryId: row.illustrationSubcategoryId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSubcategory(row: IllustrationSubcategoryRow): IllustrationSubcategory {
  return { id: row.id, name: row.name, cost: dollars(row.costCents), assignedTo: row.assignedTo, illustrationCategoryId: row.illustrationCategoryId };
}

export async function listCategories(db: Queryable): Promise<IllustrationCategory[]> {
  return db
    .select({ id: illustrationCategories.id, name: illustrationCategories.name, order: illustrationCategories.order })
    .from(illustrationCategories)
    .orderBy(asc(illustrationCategories.order), asc(illustrationCategories.id));
}

export async function findCategory(db: Queryable, id: number): Promise<IllustrationCategoryRow | null> {
  const [row] = await db.select().from(illustrationCategories).where(eq(illustrationCategories.id, id));
  return row ?? null;
}

export async function listSubcategories(db: Queryable): Promise<IllustrationSubcategoryRow[]> {
  return db.select().from(illustrationSubcategories).orderBy(asc(illustrationSubcategories.illustrationCategoryId), asc(illustrationSubcategories.id));
}

export async function findSubcategory(db: Queryable, id: number): Promise<IllustrationSubcategoryRow | null> {
  const [row] = await db.select().from(illustrationSubcategories).where(eq(illustrationSubcategories.id, id));
  return row ?? null;
}

/** A creator name as searched: lowercased, runs of spaces and dashes one space (as creator pages read it). */
const creatorKey = (name: unknown) => sql`lower(trim(regexp_replace(coalesce(${name}, ''), '[[:space:]-]+', ' ', 'g')))`;

/** The words of a search: lowercased, dashes as spaces, at most 8. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * What a search matches (spec 001 section 5: "illustration search matches category name,
 * lowercased keywords or creator name"), and the illustration's own name: every word of the
 * search must start one of its keywords or appear in one of those names.
 */
function searchCondition(search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const inside = containing(word);
      return or(
        sql`exists (select 1 from unnest(${illustrations.keyWords}) as k(word) where k.word like ${startingWith(word)})`,
        sql`lower(${illustrations.name}) like ${inside}`,
        sql`lower(${illustrationCategories.name}) like ${inside}`,
        sql`${creatorKey(users.creatorName)} like ${inside}`,
      );
    }),
  );
}

/** The panel's groups in order: by category, then the loose items before the collections. */
const groupOrder = [asc(illustrationCategories.order), asc(illustrationCategories.id), sql`${illustrations.illustrationSubcategoryId} asc nulls first`];
const listingOrder = [...groupOrder, asc(illustrations.order), asc(illustrations.id)];

/** Illustrations with their creators and categories joined, in the panel's order. */
function selectListed(db: Queryable, where: SQL | undefined) {
  return db
    .select({ row: illustrations, ...creatorColumns })
    .from(illustrations)
    .innerJoin(users, eq(users.id, illustrations.userId))
    .innerJoin(illustrationCategories, eq(illustrationCategories.id, illustrations.illustrationCategoryId))
    .where(where)
    .orderBy(...listingOrder);
}

/**
 * One page of the published illustrations a query finds, in the panel's order (category, then
 * the loose items before the collections, then order), the count of every group of the whole
 * result, and the total.
 */
export async function listPublishedPage(db: Queryable, query: IllustrationQuery): Promise<{ found: IllustrationWithCreator[]; total: number; groups: IllustrationGroupCount[] }> {
  const where = and(
    eq(illustrations.isPublished, true),
    query.categoryId ? eq(illustrations.illustrationCategoryId, query.categoryId) : undefined,
    query.subcategoryId === 'none'
      ? isNull(illustrations.illustrationSubcategoryId)
      : query.subcategoryId
        ? eq(illustrations.illustrationSubcategoryId, query.subcategoryId)
        : undefined,
    searchCondition(query.search),
  );
  const found = await selectListed(db, where)
    .limit(ILLUSTRATIONS_PAGE_SIZE)
    .offset((query.page - 1) * ILLUSTRATIONS_PAGE_SIZE);
  const groups = await db
    .select({
      illustrationCategoryId: illustrations.illustrationCategoryId,
      illustrationSubcategoryId: illustrations.illustrationSubcategoryId,
      count: sql<number>`count(*)::int`,
    })
    .from(illustrations)
    .innerJoin(users, eq(users.id, illustrations.userId))
    .innerJoin(illustrationCategories, eq(illustrationCategories.id, illustrations.illustrationCategoryId))
    .where(where)
    .groupBy(illustrations.illustrationCategoryId, illustrations.illustrationSubcategoryId, illustrationCategories.order, illustrationCategories.id)
    .orderBy(...groupOrder);
  return {
    found: found.map(withCreator),
    total: groups.reduce((sum, group) => sum + group.count, 0),
    groups,
  };
}

/**
 * The creator a search names, for the Hire Me block: the one creator with published
 * illustrations whose name is the search, or else the only one whose name holds it.
 */
export async function findSearchedCreator(db: Queryable, search: string): Promise<Creator | null> {
  const key = searchWords(search).join(' ');
  if (key.length < 3) return null;
  const rows = await db
    .select({ id: users.id, ...creatorColumns, exact: sql<boolean>`${creatorKey(users.creatorName)} = ${key}` })
    .from(users)
    .where(
      and(
        sql`${creatorKey(users.creatorName)} like ${containing(key)}`,
        sql`exists (select 1 from ${illustrations} where ${illustrations.userId} = ${users.id} and ${illustrations.isPublished})`,
      ),
    )
    .limit(20);
  const creator = rows.find((r) => r.exact) ?? (rows.length === 1 ? rows[0] : undefined);
  return creator ? { id: creator.id, creatorName: creator.creatorName, isShowHireMe: creator.isShowHireMe, website: creator.website } : null;
}

function withCreator(found: { row: IllustrationRow; creatorName: string | null; isShowHireMe: boolean; website: string }): IllustrationWithCreator {
  return { row: found.row, creator: { id: found.row.userId, creatorName: found.creatorName, isShowHireMe: found.isShowHireMe, website: found.website } };
}

async function selectWithCreator(db: Queryable, where: SQL | undefined): Promise<IllustrationWithCreator[]> {
  return (await selectListed(db, where)).map(withCreator);
}

export async function findIllustration(db: Queryable, id: number): Promise<IllustrationWithCreator | null> {
  const [found] = await selectWithCreator(db, eq(illustrations.id, id));
  return found ?? null;
}

/** A creator's illustrations; the unpublished ones only when asked (the creator or an admin looks). */
export function listCreatorIllustrations(db: Queryable, userId: number, withUnpublished: boolean): Promise<IllustrationWithCreator[]> {
  return selectWithCreator(db, and(eq(illustrations.userId, userId), withUnpublished ? undefined : eq(illustrations.isPublished, true)));
}

/** The illustrations a user bought, published or not since (a purchase stays usable). */
export function listPurchasedIllustrations(db: Queryable, userId: number): Promise<IllustrationWithCreator[]> {
  return selectWithCreator(
    db,
    sql`${illustrations.id} in (select ${illustrationPurchases.illustrationId} from ${illustrationPurchases} where ${illustrationPurchases.userId} = ${userId})`,
  );
}

/** The published illustrations of a collection. */
export function listCollectionIllustrations(db: Queryable, subcategoryId: number): Promise<IllustrationWithCreator[]> {
  return selectWithCreator(db, and(eq(illustrations.illustrationSubcategoryId, subcategoryId), eq(illustrations.isPublished, true)));
}

/** Published illustrations by id (unknown and unpublished ones left out). */
export function listPublishedByIds(db: Queryable, ids: readonly number[]): Promise<IllustrationWithCreator[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWithCreator(db, and(inArray(illustrations.id, [...ids]), eq(illustrations.isPublished, true)));
}

/** Which of `ids` the user bought. */
export async function purchasedAmong(db: Queryable, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: illustrationPurchases.illustrationId })
    .from(illustrationPurchases)
    .where(and(eq(illustrationPurchases.userId, userId), inArray(illustrationPurchases.illustrationId, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export type NewIllustration = typeof illustrations.$inferInsert;

/** Inserts the illustrations of one upload together: all or none. */
export async function insertIllustrations(db: Queryable, rows: NewIllustration[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(illustrations).values(rows).returning({ id: illustrations.id });
    return inserted.map((r) => r.id);
  });
}

export async function updateIllustration(db: Queryable, id: number, changes: Partial<NewIllustration>): Promise<void> {
  await db
    .update(illustrations)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(illustrations.id, id));
}

export async function deleteIllustration(db: Queryable, id: number): Promise<void> {
  await db.delete(illustrations).where(eq(illustrations.id, id));
}
