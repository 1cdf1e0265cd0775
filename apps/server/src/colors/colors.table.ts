import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * Brand colours ('My brand colours', spec 000 section 3 "Colour"): #rrggbb, or `device-cmyk(C% M% Y% K%)`
 * for one added as inks (issue 26; at most 35 characters, the column is text), unique per user.
 */
export const userColors = pgTable(
  'user_colors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_colors_user_color_unique').on(t.userId, t.color)],
);

export type UserColorRow = typeof userColors.$inferSelect;
