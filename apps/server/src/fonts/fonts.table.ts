import type { TextStyle } from '@layout/model';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Font categories (spec 000 section 3 "Font category"); id 1 receives uploads (spec 000 section 5). */
export const fontCategories = pgTable('font_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(0),
});

/**
 * Stored fonts, one face each (spec 000 section 3 "Font"): public ones (no user, installed by the
 * seed) and the ones a user uploaded, which only that user (and admins) list.
 */
export const fonts = pgTable(
  'fonts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Storage key of the .ttf or .otf file. */
    fileKey: text('file_key').notNull(),
    fontCategoryId: integer('font_category_id')
      .notNull()
      .references(() => fontCategories.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fonts_user_idx').on(t.userId),
    // One public font per name, so the seed can run twice without doubling the library.
    uniqueIndex('fonts_public_name_unique').on(t.name).where(sql`${t.userId} is null`),
  ],
);

/** Premade font combinations (spec 000 section 3 "Font combination"). */
export const fontCombinations = pgTable('font_combinations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  order: integer('order').notNull().default(0),
  textStyles: jsonb('text_styles').$type<TextStyle[]>().notNull(),
});

export type FontRow = typeof fonts.$inferSelect;
