import type { Sale } from '@layout/model';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { dollars } from '../db/money';
import { users } from '../users/users.table';
import { sales } from './payments.table';

/** Sales newest first: one seller's, or (null) everyone's. */
export async function listSales(db: Queryable, sellerId: number | null): Promise<{ sales: Sale[]; earningsCents: number; feesCents: number }> {
  const rows = await db
    .select({ sale: sales, creatorName: users.creatorName, firstname: users.firstname, lastname: users.lastname })
    .from(sales)
    .leftJoin(users, eq(users.id, sales.sellerId))
    .where(sellerId === null ? undefined : eq(sales.sellerId, sellerId))
    .orderBy(desc(sales.createdAt), desc(sales.id));
  return {
    sales: rows.map(({ sale, creatorName, firstname, lastname }) => ({
      id: sale.id,
      itemType: sale.itemType,
      itemId: sale.itemId,
      itemName: sale.itemName,
      sellerId: sale.sellerId,
      sellerName: sale.sellerId === null ? null : creatorName || `${firstname ?? ''} ${lastname ?? ''}`.trim() || null,
      buyerId: sale.buyerId,
      price: dollars(sale.priceCents),
      fee: dollars(sale.feeCents),
      createdAt: sale.createdAt.toISOString(),
    })),
    earningsCents: rows.reduce((sum, row) => sum + row.sale.priceCents, 0),
    feesCents: rows.reduce((sum, row) => sum + row.sale.feeCents, 0),
  };
}
