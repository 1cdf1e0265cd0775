import type { PhotoLibraryUpload, PhotoLibraryUploadFields } from '@layout/model';
import type { FastifyInstance } from 'fastify';
import { fieldError, notFound } from '../http/errors';
import { newFileKey } from '../storage/keys';
import type { UploadedFile } from '../uploads/multipart';
import { RASTER_CONTENT_TYPES, RASTER_EXTENSIONS, type RasterUpload, readRasterUpload } from '../uploads/raster';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { UserRow } from '../users/users.table';
import { createLayoutPhotoProvider, photoOrientation, toPhoto } from './layoutProvider';
import {
  collectionNamed,
  deleteCollection,
  deleteLibraryPhoto,
  findCollection,
  findLibraryPhoto,
  insertLibraryPhotos,
  nextPhotoOrder,
  photosOfCollection,
  updateCollection,
} from './library.queries';
import type { PhotoCollectionRow } from './photos.table';
import { type StockPhotoProvider, withFailuresLogged } from './provider';
import { createUnsplashProvider } from './unsplashProvider';

/** What the photo library's work uses of the app: its database, its file storage, its settings and log. */
type App = Pick<FastifyInstance, 'db' | 'storage' | 'config' | 'log'>;

/** The stock provider the server is configured with: Unsplash with a key, else Layout's own library. */
export function configuredPhotoProvider(app: App): StockPhotoProvider {
  const { unsplash, company } = app.config;
  const provider = unsplash
    ? createUnsplashProvider({ ...unsplash, appName: company.productName.toLowerCase().replace(/[^a-z0-9]+/g, '_') || 'layout' })
    : createLayoutPhotoProvider(app.db, app.storage);
  return withFailuresLogged(provider, app.log);
}

/** Keywords as stored: lowercased single words, each once. */
export function keywordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** 'sunset-over_the.sea.jpg' -> 'sunset over the sea': a title from the file's name. */
export function titleOfFile(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  return (
    stem
      .replace(/[-_.]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'Photo'
  );
}

/**
 * An admin's upload to Layout's photo library (POST /photos): 1 to MAX_FILES_PER_UPLOAD JPEG or
 * PNG files and the collection they go in, with keywords and a description for all of them.
 * Every file is checked (readRasterUpload: by its bytes, size-limited, decoded) before any is
 * stored, so a bad file refuses the whole upload; when storing a file or inserting the rows
 * fails, the files already stored are deleted again and nothing is left half done.
 */
export async function uploadToLibrary(app: App, admin: UserRow, fields: PhotoLibraryUploadFields, files: readonly UploadedFile[]): Promise<PhotoLibraryUpload> {
  const { db, storage } = app;
  const checked: { fileName: string; bytes: Buffer; picture: RasterUpload }[] = [];
  for (const file of files) checked.push({ fileName: file.fileName, bytes: file.bytes, picture: await readRasterUpload(file.bytes, file.fileName) });

  const { collection: title, keywords, description, author, authorLink } = fields;
  const collection = await collectionNamed(db, title);
  let order = await nextPhotoOrder(db, collection.id);
  const stored: string[] = [];
  try {
    const rows = [];
    for (const { fileName, bytes, picture } of checked) {
      const fileKey = newFileKey('photos', RASTER_EXTENSIONS[picture.format]);
      const thumbnailKey = newFileKey('photos/thumbnails', RASTER_EXTENSIONS[picture.thumbnailFormat]);
      await storage.put(fileKey, bytes, RASTER_CONTENT_TYPES[picture.format]);
      stored.push(fileKey);
      await storage.put(thumbnailKey, picture.thumbnail, RASTER_CONTENT_TYPES[picture.thumbnailFormat]);
      stored.push(thumbnailKey);
      rows.push({
        collectionId: collection.id,
        title: titleOfFile(fileName),
        description,
        keywords: keywordsOf(keywords),
        author: author || `${admin.firstname} ${admin.lastname}`.trim() || 'Layout',
        authorLink: authorLink ?? null,
        width: picture.width,
        height: picture.height,
        orientation: photoOrientation(picture.width, picture.height),
        fileKey,
        thumbnailKey,
        order: order++,
        uploadedBy: admin.id,
      });
    }
    const photos = await insertLibraryPhotos(db, rows);
    return { collection: { id: String(collection.id), title: collection.title }, photos: photos.map((p) => toPhoto(p, storage)) };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

/** Deletes a photo of the library: its row, then its files. */
export async function removeLibraryPhoto(app: App, id: number): Promise<{ id: string }> {
  const photo = await findLibraryPhoto(app.db, id);
  if (!photo) throw notFound('Photo not found');
  await deleteLibraryPhoto(app.db, photo.id);
  await Promise.all([app.storage.delete(photo.fileKey), app.storage.delete(photo.thumbnailKey)]);
  return { id: String(photo.id) };
}

/** Renames, describes or orders a library collection; a title another collection has is refused (422). */
export async function changeCollection(
  app: App,
  id: number,
  changes: Partial<Pick<PhotoCollectionRow, 'title' | 'description' | 'order'>>,
): Promise<{ id: string; title: string; description: string; order: number }> {
  try {
    const row = await updateCollection(app.db, id, changes);
    if (!row) throw notFound('Collection not found');
    return { id: String(row.id), title: row.title, description: row.description, order: row.order };
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('title', 'isUnique', 'A collection of that title exists');
    throw error;
  }
}

/** Deletes a library collection with its photos: the rows (the photos' by the foreign key), then the files. */
export async function removeCollection(app: App, id: number): Promise<{ id: string }> {
  const collection = await findCollection(app.db, id);
  if (!collection) throw notFound('Collection not found');
  const photos = await photosOfCollection(app.db, collection.id);
  await deleteCollection(app.db, collection.id);
  await Promise.all(photos.flatMap((p) => [app.storage.delete(p.fileKey), app.storage.delete(p.thumbnailKey)]));
  return { id: String(collection.id) };
}
