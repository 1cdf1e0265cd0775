import { eq, max, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { type LibraryPhotoRow, type PhotoCollectionRow, libraryPhotos, photoCollections } from './photos.table';

/** The collection titled `title` (case-insensitive), created at the end of the list if there is none. */
export async function collectionNamed(db: Queryable, title: string, description = ''): Promise<PhotoCollectionRow> {
  const [found] = await db.select().from(photoCollections).where(sql`lower(${photoCollections.title}) = lower(${title})`);
  if (found) return found;
  const [last] = await db.select({ order: max(photoCollections.order) }).from(photoCollections);
  const [created] = await db
    .insert(photoCollections)
    .values({ title, description, order: (last?.order ?? 0) + 1 })
    // Two uploads naming one new collection at once: the second finds the first's.
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(photoCollections).where(eq(photoCollections.title, title));
  return raced!;
}

export async function findCollection(db: Queryable, id: number): Promise<PhotoCollectionRow | undefined> {
  const [row] = await db.select().from(photoCollections).where(eq(photoCollections.id, id));
  return row;
}

export async function findLibraryPhoto(db: Queryable, id: number): Promise<LibraryPhotoRow | undefined> {
  const [row] = await db.select().from(libraryPhotos).where(eq(libraryPhotos.id, id));
  return row;
}

/** The next `order` in a collection, so uploads land after what it holds. */
export async function nextPhotoOrder(db: Queryable, collectionId: number): Promise<number> {
  const [last] = await db
    .select({ order: max(libraryPhotos.order) })
    .from(libraryPhotos)
    .where(eq(libraryPhotos.collectionId, collectionId));
  return (last?.order ?? 0) + 1;
}

export async function insertLibraryPhotos(db: Queryable, rows: (typeof libraryPhotos.$inferInsert)[]): Promise<LibraryPhotoRow[]> {
  if (rows.length === 0) return [];
  return db.insert(libraryPhotos).values(rows).returning();
}

export async function deleteLibraryPhoto(db: Queryable, id: number): Promise<void> {
  await db.delete(libraryPhotos).where(eq(libraryPhotos.id, id));
}

export async function photosOfCollection(db: Queryable, collectionId: number): Promise<LibraryPhotoRow[]> {
  return db.select().from(libraryPhotos).where(eq(libraryPhotos.collectionId, collectionId));
}

export async function updateCollection(
  db: Queryable,
  id: number,
  changes: Partial<Pick<PhotoCollectionRow, 'title' | 'description' | 'order'>>,
): Promise<PhotoCollectionRow | undefined> {
  const [row] = await db.update(photoCollections).set(changes).where(eq(photoCollections.id, id)).returning();
  return row;
}

/** Removes the collection and, by the foreign key, its photos' rows; the caller removes their files. */
export async function deleteCollection(db: Queryable, id: number): Promise<void> {
  await db.delete(photoCollections).where(eq(photoCollections.id, id));
}
