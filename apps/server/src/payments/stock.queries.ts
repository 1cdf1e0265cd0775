import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { illustrations } from '../illustrations/illustrations.table';
import { svgPurchases, svgs } from '../svgs/svgs.table';
import { users } from '../users/users.table';

/** A paid stock item as the payment rules read it: what it is, what it costs, who sells it. */
export interface PricedStockRow {
  id: number;
  name: string;
  costCents: number;
  /** The file the item is shown by. */
  previewKey: string;
  sellerId: number | null;
  creatorName: string | null;
}

/** The paid illustrations among `ids` (free ones and missing ids are left out). */
export async function paidIllustrationsAmong(db: Queryable, ids: readonly number[]): Promise<PricedStockRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: illustrations.id,
      name: illustrations.name,
      costCents: illustrations.costCents,
      previewKey: illustrations.previewKey,
      sellerId: illustrations.userId,
      creatorName: users.creatorName,
    })
    .from(illustrations)
    .leftJoin(users, eq(users.id, illustrations.userId))
    .where(and(inArray(illustrations.id, [...ids]), gt(illustrations.costCents, 0)));
}

/** The paid svgs among `ids`. */
export async function paidSvgsAmong(db: Queryable, ids: readonly number[]): Promise<PricedStockRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: svgs.id, name: svgs.name, costCents: svgs.costCents, previewKey: svgs.fileKey, sellerId: svgs.userId, creatorName: users.creatorName })
    .from(svgs)
    .leftJoin(users, eq(users.id, svgs.userId))
    .where(and(inArray(svgs.id, [...ids]), gt(svgs.costCents, 0)));
}

/** Which of the svgs `ids` the user has bought (illustrations: illustrations.queries purchasedAmong). */
export async function boughtSvgs(db: Queryable, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: svgPurchases.svgId })
    .from(svgPurchases)
    .where(and(eq(svgPurchases.userId, userId), inArray(svgPurchases.svgId, [...ids])));
  return new Set(rows.map((r) => r.id));
}
