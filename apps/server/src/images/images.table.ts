import type { UserImageKind } from '@layout/model';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * The pictures and logos users upload ('My images', 'My logos'; spec 000 section 3: the user's
 * images and logos). The bytes are in file storage; a row keeps their keys and what the upload
 * check found (the format decided by the content, the size as shown).
 */
export const userImages = pgTable(
  'user_images',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserImageKind>().notNull(),
    /** The file name it was uploaded as (a label only: the stored type comes from the bytes). */
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    /** 'jpeg' or 'png', as the bytes said. */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_images_user_kind_idx').on(t.userId, t.kind)],
);

export type UserImageRow = typeof userImages.$inferSelect;
