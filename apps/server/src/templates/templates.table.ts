import type { StoredTemplateContent, TemplateSide } from '@layout/model';
import { boolean, index, integer, json, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, productSizes, products, templateGroups } from '../catalogue/catalogue.tables';
import { users } from '../users/users.table';

/** Design sets: named groups of templates made to go together (a card front, its back, a flyer). */
export const designSets = pgTable('design_sets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Templates (spec 000 section 3 "Template"). A template is in a standard size: productSizeId is required. */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    theme: text('theme').notNull().default(''),
    // json, not jsonb, as a design's content (designs.table.ts): stored and read whole. Rows
    // written before templates carried a schemaVersion hold none: read through
    // readStoredTemplateContent, which migrates them as a design's content.
    template: json('template').$type<StoredTemplateContent>().notNull(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    templateGroupId: integer('template_group_id').references(() => templateGroups.id, { onDelete: 'set null' }),
    designSetId: integer('design_set_id').references(() => designSets.id, { onDelete: 'set null' }),
    side: text('side').$type<TemplateSide>().notNull().default('front'),
    order: integer('order').notNull().default(1),
    isAccessLimited: boolean('is_access_limited').notNull().default(false),
    /** Storage key of the page's picture, if the editor sent one. */
    previewKey: text('preview_key'),
    /** Bumped by every save; a save based on an older version is refused (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('templates_user_name_unique').on(t.userId, t.name), index('templates_product_idx').on(t.productId)],
);

/** Who a template is assigned to, by e-mail (lowercased): the account may not exist yet. */
export const templateAssignments = pgTable(
  'template_assignments',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.email] }), index('template_assignments_email_idx').on(t.email)],
);

export type TemplateRow = typeof templates.$inferSelect;
