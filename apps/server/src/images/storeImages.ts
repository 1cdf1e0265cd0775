import type { UserImageKind } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { newFileKey } from '../storage/keys';
import { RASTER_CONTENT_TYPES, RASTER_EXTENSIONS, type RasterUpload, readRasterUpload } from '../uploads/raster';
import type { UserImageRow } from './images.table';
import { insertUserImages } from './images.queries';

/** A file to keep as a picture or logo: its name and bytes. */
export interface IncomingPicture {
  fileName: string;
  bytes: Buffer;
}

/**
 * Checks every picture first (by content: JPEG or PNG, size, whole; uploads/raster.ts), so one
 * bad file refuses the lot before anything is stored; then stores each picture and its thumbnail
 * under fresh keys with the extension of what the bytes are (a PNG named .jpg is kept as .png,
 * a JPEG named .php as .jpg, so it is only ever served as a picture) and records them in one
 * insert. Should storing fail part-way, the files already written are removed.
 */
export async function storeUserImages(app: FastifyInstance, userId: number, kind: UserImageKind, pictures: IncomingPicture[]): Promise<UserImageRow[]> {
  const checked: { picture: IncomingPicture; raster: RasterUpload }[] = [];
  // One at a time: each decode is the heavy part, and the machine's cores serve other requests too.
  for (const picture of pictures) checked.push({ picture, raster: await readRasterUpload(picture.bytes, picture.fileName) });

  const written: string[] = [];
  try {
    const rows = [];
    for (const { picture, raster } of checked) {
      const fileKey = newFileKey(`${kind}s`, RASTER_EXTENSIONS[raster.format]);
      await app.storage.put(fileKey, picture.bytes, RASTER_CONTENT_TYPES[raster.format]);
      written.push(fileKey);
      const thumbnailKey = newFileKey(`${kind}s/thumbnails`, RASTER_EXTENSIONS[raster.thumbnailFormat]);
      await app.storage.put(thumbnailKey, raster.thumbnail, RASTER_CONTENT_TYPES[raster.thumbnailFormat]);
      written.push(thumbnailKey);
      rows.push({ userId, kind, name: displayName(picture.fileName, raster.format), fileKey, thumbnailKey, format: raster.format, width: raster.width, height: raster.height });
    }
    return await insertUserImages(app.db, rows);
  } catch (error) {
    await Promise.allSettled(written.map((key) => app.storage.delete(key)));
    throw error;
  }
}

/** The name shown for a picture: its file name without control characters, or a made-up one. */
function displayName(fileName: string, format: RasterUpload['format']): string {
  const cleaned = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned || `picture.${RASTER_EXTENSIONS[format]}`;
}
