import type { SvgType } from '@layout/model';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Categories of the shape and icon libraries (spec 000 section 3 "Svg category": id, name, order, type). */
export const svgCategories = pgTable(
  'svg_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower comes first in the panel. */
    order: integer('order').notNull().default(1),
    type: text('type').$type<SvgType>().notNull(),
  },
  (t) => [uniqueIndex('svg_categories_type_name_unique').on(t.type, t.name)],
);

/**
 * SVGs (spec 000 section 3 "Svg"): the public shape and icon libraries (seeded, or published by a
 * designer or admin, maybe paid) and the icons a user uploaded for themselves (private, no
 * category). The file is the sanitised SVG in app.storage under fileKey.
 */
export const svgs = pgTable(
  'svgs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<SvgType>().notNull(),
    fileKey: text('file_key').notNull(),
    /** The price in cents (money kept exact); 0 is free. */
    costCents: integer('cost_cents').notNull().default(0),
    /** Lowercased words the search matches, beside the name and the category's name. */
    keyWords: text('key_words').array().notNull().default([]),
    svgCategoryId: integer('svg_category_id').references(() => svgCategories.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(false),
    /** Who uploaded it; null for the seeded library. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('svgs_library_idx').on(t.type, t.isPublic, t.svgCategoryId),
    index('svgs_user_idx').on(t.userId),
    // One seeded item per name and type, so the seed can run twice without doubling the library.
    uniqueIndex('svgs_seeded_name_unique').on(t.type, t.name).where(sql`${t.userId} is null`),
  ],
);

/**
 * Paid svgs a user bought ('GET /users/{id}/paid-svgs'). Buying arrives with the marketplace; the
 * price paid is kept as it was then.
 */
export const svgPurchases = pgTable(
  'svg_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    svgId: integer('svg_id')
      .notNull()
      .references(() => svgs.id, { onDelete: 'cascade' }),
    paidCents: integer('paid_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.svgId] })],
);

export type SvgCategoryRow = typeof svgCategories.$inferSelect;
export type SvgRow = typeof svgs.$inferSelect;
