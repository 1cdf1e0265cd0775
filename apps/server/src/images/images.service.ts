import type { UserImage, UserImageKind } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../auth/guard';
import { notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import { RASTER_CONTENT_TYPES, RASTER_EXTENSIONS, type RasterUpload, readRasterUpload } from '../uploads/raster';
import type { UserRow } from '../users/users.table';
import { deleteUserImage, findUserImage, insertUserImages, listUserImages, toUserImage } from './images.queries';

/** What the pictures' work needs of the app: the database and the file storage. */
type Deps = Pick<FastifyInstance, 'db' | 'storage'>;

/** The words of each kind, as its routes say them. */
export const USER_IMAGE_WORDS: Record<UserImageKind, { plural: string; notFound: string }> = {
  image: { plural: 'images', notFound: 'Image not found' },
  logo: { plural: 'logos', notFound: 'Logo not found' },
};

/** A file to keep as a picture or logo: its name and bytes. */
export interface IncomingPicture {
  fileName: string;
  bytes: Buffer;
}

/** A user's pictures or logos, newest first, as the API answers them. */
export async function listUserImagesOf({ db, storage }: Deps, userId: number, kind: UserImageKind): Promise<UserImage[]> {
  return (await listUserImages(db, userId, kind)).map((row) => toUserImage(row, storage));
}

/**
 * Checks every picture first (by content: JPEG or PNG, size, whole; uploads/raster.ts), so one
 * bad file refuses the lot before anything is stored; then stores each picture and its thumbnail
 * under fresh keys with the extension of what the bytes are (a PNG named .jpg is kept as .png,
 * a JPEG named .php as .jpg, so it is only ever served as a picture) and records them in one
 * insert. Should storing or the insert fail part-way, the files already written are removed.
 * Answers the new items as the API shows them, in the order given.
 */
export async function storeUserImages({ db, storage }: Deps, userId: number, kind: UserImageKind, pictures: IncomingPicture[]): Promise<UserImage[]> {
  const checked: { picture: IncomingPicture; raster: RasterUpload }[] = [];
  // One at a time: each decode is the heavy part, and the machine's cores serve other requests too.
  for (const picture of pictures) checked.push({ picture, raster: await readRasterUpload(picture.bytes, picture.fileName) });

  const written: string[] = [];
  try {
    const rows = [];
    for (const { picture, raster } of checked) {
      const fileKey = newFileKey(`${kind}s`, RASTER_EXTENSIONS[raster.format]);
      await storage.put(fileKey, picture.bytes, RASTER_CONTENT_TYPES[raster.format]);
      written.push(fileKey);
      const thumbnailKey = newFileKey(`${kind}s/thumbnails`, RASTER_EXTENSIONS[raster.thumbnailFormat]);
      await storage.put(thumbnailKey, raster.thumbnail, RASTER_CONTENT_TYPES[raster.thumbnailFormat]);
      written.push(thumbnailKey);
      rows.push({ userId, kind, name: displayName(picture.fileName, raster.format), fileKey, thumbnailKey, format: raster.format, width: raster.width, height: raster.height });
    }
    const inserted = await insertUserImages(db, rows);
    return inserted.map((row) => toUserImage(row, storage));
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Deletes a picture or logo and its files, if `user` may (its owner, or an admin); someone else's
 * answers like a missing one, so its existence is not told. Answers the deleted id.
 */
export async function deleteOwnUserImage({ db, storage }: Deps, user: UserRow, kind: UserImageKind, id: number): Promise<{ id: number }> {
  const row = await findUserImage(db, id, kind);
  if (!row || (row.userId !== user.id && !isAdmin(user))) throw notFound(USER_IMAGE_WORDS[kind].notFound);
  await deleteUserImage(db, row.id);
  await Promise.all([storage.delete(row.fileKey), storage.delete(row.thumbnailKey)]);
  return { id: row.id };
}

/** The name shown for a picture: its file name without control characters, or a made-up one. */
function displayName(fileName: string, format: RasterUpload['format']): string {
  const cleaned = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned || `picture.${RASTER_EXTENSIONS[format]}`;
}
