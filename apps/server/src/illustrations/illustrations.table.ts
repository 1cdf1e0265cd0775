import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Illustration categories (spec 000 section 3 "Illustration category": id, name; shown by order). */
export const illustrationCategories = pgTable('illustration_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Lower comes first in the panel's chips and groups. */
  order: integer('order').notNull().default(1),
});

/**
 * Subcategories: collections of one creator within a category, with a price for all their items
 * (spec 000 section 3 "Subcategory": id, name, cost, assignedTo, illustrationCategoryId).
 */
export const illustrationSubcategories = pgTable(
  'illustration_subcategories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The collection's price in cents (money kept exact); 0 means it is not sold whole. */
    costCents: integer('cost_cents').notNull().default(0),
    /** The creator the collection belongs to; null: any creator may add to it. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    illustrationCategoryId: integer('illustration_category_id')
      .notNull()
      .references(() => illustrationCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('illustration_subcategories_category_name_unique').on(t.illustrationCategoryId, t.name)],
);

/**
 * Stock illustrations (spec 000 section 3 "Illustration"). The file is a sanitised SVG or a
 * checked PNG/JPEG in app.storage under fileKey; previewKey is what the panel shows (the SVG
 * itself, or the picture's thumbnail).
 */
export const illustrations = pgTable(
  'illustrations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<'svg' | 'image'>().notNull(),
    fileKey: text('file_key').notNull(),
    previewKey: text('preview_key').notNull(),
    /** The creator's price in cents; 0 is free. Buyers pay it with the stock fee (fullCost). */
    costCents: integer('cost_cents').notNull().default(0),
    /** Lowercased words the search matches (spec 001 section 5). */
    keyWords: text('key_words').array().notNull().default([]),
    /** Lower comes first within its group. */
    order: integer('order').notNull().default(1),
    isPublished: boolean('is_published').notNull().default(true),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    illustrationCategoryId: integer('illustration_category_id')
      .notNull()
      .references(() => illustrationCategories.id, { onDelete: 'restrict' }),
    illustrationSubcategoryId: integer('illustration_subcategory_id').references(() => illustrationSubcategories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('illustrations_listing_idx').on(t.isPublished, t.illustrationCategoryId, t.illustrationSubcategoryId), index('illustrations_user_idx').on(t.userId)],
);

/**
 * Illustrations a user bought ('GET /users/{id}/paid-illustrations'). Buying arrives with the
 * marketplace; the price paid is kept as it was then.
 */
export const illustrationPurchases = pgTable(
  'illustration_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    illustrationId: integer('illustration_id')
      .notNull()
      .references(() => illustrations.id, { onDelete: 'cascade' }),
    paidCents: integer('paid_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.illustrationId] }), index('illustration_purchases_illustration_idx').on(t.illustrationId)],
);

export type IllustrationCategoryRow = typeof illustrationCategories.$inferSelect;
export type IllustrationSubcategoryRow = typeof illustrationSubcategories.$inferSelect;
export type IllustrationRow = typeof illustrations.$inferSelect;
