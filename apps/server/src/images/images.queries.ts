import type { UserImage, UserImageKind } from '@layout/model';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import type { FileStorage } from '../storage/storage';
import { type UserImageRow, userImages } from './images.table';

/** A stored row as the API returns it (model UserImage). */
export function toUserImage(row: UserImageRow, storage: FileStorage): UserImage {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    name: row.name,
    link: storage.url(row.fileKey),
    thumbnail: storage.url(row.thumbnailKey),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's pictures or logos, newest first. */
export function listUserImages(db: Queryable, userId: number, kind: UserImageKind): Promise<UserImageRow[]> {
  return db
    .select()
    .from(userImages)
    .where(and(eq(userImages.userId, userId), eq(userImages.kind, kind)))
    .orderBy(desc(userImages.createdAt), desc(userImages.id));
}

export async function findUserImage(db: Queryable, id: number, kind: UserImageKind): Promise<UserImageRow | null> {
  const [row] = await db
    .select()
    .from(userImages)
    .where(and(eq(userImages.id, id), eq(userImages.kind, kind)));
  return row ?? null;
}

export type NewUserImage = Omit<UserImageRow, 'id' | 'createdAt'>;

/** Inserts several rows in one statement (all or none). */
export function insertUserImages(db: Queryable, rows: NewUserImage[]): Promise<UserImageRow[]> {
  return db.insert(userImages).values(rows).returning();
}

export async function deleteUserImage(db: Queryable, id: number): Promise<void> {
  await db.delete(userImages).where(eq(userImages.id, id));
}
