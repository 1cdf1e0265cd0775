import type { DesignContent, DocumentType, PrintFormat } from '@layout/model';
import { index, integer, json, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, productSizes, products, templateGroups } from '../catalogue/catalogue.tables';
import { users } from '../users/users.table';

/** Saved designs (spec 000 section 3 "Design / document"). Content is validated JSON. */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    theme: text('theme').notNull().default(''),
    documentType: text('document_type').$type<DocumentType>().notNull().default('DOC_TYPE_DESIGN'),
    printFormat: text('print_format').$type<PrintFormat>().notNull().default('SINGLE_SIDE'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSizeId: integer('product_size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    templateGroupId: integer('template_group_id').references(() => templateGroups.id, { onDelete: 'set null' }),
    fontCombinationId: integer('font_combination_id'),
    designSetName: text('design_set_name'),
    // json, not jsonb: the document is stored and read whole, never queried inside, and json keeps
    // the text as sent, so a save or an open costs the database no conversion (half a 200 KB save).
    content: json('content').$type<DesignContent>().notNull(),
    templatesUsedInDesign: jsonb('templates_used_in_design').$type<{ id: number; pageId?: string }[]>().notNull().default([]),
    documentDetails: jsonb('document_details').$type<Record<string, unknown>>().notNull().default({}),
    preview: text('preview'),
    /** Bumped by every save; a save based on an older version is refused (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('designs_user_name_unique').on(t.userId, t.name), index('designs_user_idx').on(t.userId)],
);

export type DesignRow = typeof designs.$inferSelect;
