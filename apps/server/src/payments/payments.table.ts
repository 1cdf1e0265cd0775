import type { CheckoutPurpose, CheckoutStatus, DownloadItem, StockItemType } from '@layout/model';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** One stock item a checkout buys, priced when the checkout was made (minor units). */
export interface CheckoutStockLine {
  itemType: StockItemType;
  itemId: number;
  name: string;
  /** The creator's price. */
  priceCents: number;
  /** The marketplace's fee on top. */
  feeCents: number;
  /** Who sells it (null: the house's own library). */
  sellerId: number | null;
}

/** What a checkout buys: stock lines (for 'stock' and 'export'), the designs to export after, or the plan. */
export interface CheckoutContents {
  stock: CheckoutStockLine[];
  /** 'stock' through a collection offer: the collection's id and the price charged for its lines in all. */
  collection?: { id: number; name: string; totalCents: number };
  /** 'export': what to export once paid, and whether it then goes to print. */
  exportItems?: DownloadItem[];
  isExportToPt?: boolean;
  /** 'plan': the plan bought and for how long. */
  plan?: { name: 'pro'; months: number };
}

/**
 * Checkouts (payments/): what a user is buying, priced on the server from the database when the
 * checkout is made, in minor units of `currency`. The public id is the one in links; fulfilment
 * moves status from 'open' to 'paid' once, whatever tells it (the test provider's page, a
 * webhook, a replay of it).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    contents: jsonb('contents').$type<CheckoutContents>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    /** The provider's id of its checkout session (Stripe's cs_...). */
    providerRef: text('provider_ref'),
    /** The provider's id of the subscription a plan checkout started (Stripe's sub_...). */
    subscriptionRef: text('subscription_ref'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    /** The last card decline's reason, shown on the checkout page. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * What is given back of a paid checkout: its items the buyer owned already when the payment
     * arrived (two checkouts of one item, both paid on the provider's page). Fulfilment sets it;
     * refundedAt is set once the provider has taken the refund.
     */
    refundCents: integer('refund_cents').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('checkouts_user_idx').on(t.userId), uniqueIndex('checkouts_provider_ref_unique').on(t.providerRef).where(sql`${t.providerRef} is not null`)],
);

/** Provider events already handled (a webhook delivered twice, or replayed, fulfils once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Sales of creators' stock: one row per item bought, the price the creator earns and the fee the
 * marketplace took, as they were at the checkout. A buyer buys an item once.
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<StockItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sales_buyer_item_unique').on(t.buyerId, t.itemType, t.itemId), index('sales_seller_idx').on(t.sellerId)],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
export type SaleRow = typeof sales.$inferSelect;
