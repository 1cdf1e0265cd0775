import type { PhotoOrientation } from '@layout/model';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Collections of Layout's own photo library (the built-in stock photo provider). */
export const photoCollections = pgTable('photo_collections', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Lower comes first in the Photos panel. */
  order: integer('order').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Photos of Layout's own library; the bytes are in app.storage under fileKey and thumbnailKey. */
export const libraryPhotos = pgTable(
  'library_photos',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => photoCollections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Lowercased single words; the search matches them with the description and the collection's title. */
    keywords: text('keywords').array().notNull().default([]),
    author: text('author').notNull(),
    authorLink: text('author_link'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Derived from width and height when stored (photoOrientation), so searches filter on it. */
    orientation: text('orientation').$type<PhotoOrientation>().notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    order: integer('order').notNull().default(1),
    /** The admin who uploaded it; null for the seeded library. */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_photos_collection_idx').on(t.collectionId), index('library_photos_orientation_idx').on(t.orientation)],
);

export type PhotoCollectionRow = typeof photoCollections.$inferSelect;
export type LibraryPhotoRow = typeof libraryPhotos.$inferSelect;
