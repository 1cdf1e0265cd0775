import type { OrderStatus } from '@layout/model';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { designs } from '../designs/designs.table';
import { users } from '../users/users.table';

/**
 * Orders sent to print through Layout's own order page (used when no ORDER_URL is configured):
 * the design as it was sent, its print-ready PDF in storage, and the reference number the
 * customer quotes (and may log in with, with their e-mail).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the customer quotes: short, unique, without look-alike characters. */
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    designId: integer('design_id').references(() => designs.id, { onDelete: 'set null' }),
    designName: text('design_name').notNull(),
    /** The creator named in the hand-off (spec 000 section 4: `creator`), if any. */
    creatorName: text('creator_name'),
    /** The print-ready PDF in file storage. */
    fileKey: text('file_key').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.userId), index('orders_status_idx').on(t.status, t.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
