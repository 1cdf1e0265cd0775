import { KEYWORDS_MAX_LENGTH, MAX_FILES_PER_UPLOAD } from '@layout/model';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/guard';
import { parseFormFields } from '../http/validation';
import { newFileKey } from '../storage/keys';
import { readUploadForm } from '../uploads/multipart';
import { RASTER_CONTENT_TYPES, RASTER_EXTENSIONS, type RasterUpload, readRasterUpload } from '../uploads/raster';
import { photoOrientation } from './layoutProvider';
import { collectionNamed, insertLibraryPhotos, nextPhotoOrder } from './library.queries';
import type { LibraryPhotoRow, PhotoCollectionRow } from './photos.table';

/** Longest collection title: it is shown in the Photos panel (shortened from 25, wider over 40). */
export const COLLECTION_TITLE_MAX = 60;

/** The text fields of an admin's upload to the photo library. */
export const libraryUploadFieldsSchema = z.object({
  collection: z.string().trim().min(1, 'Name the collection the photos go in').max(COLLECTION_TITLE_MAX),
  /** Spec 001 section 5 (stock upload): keywords max 135 characters, stored lowercased and split on spaces. */
  keywords: z.string().trim().max(KEYWORDS_MAX_LENGTH).default(''),
  description: z.string().trim().max(300).default(''),
  author: z.string().trim().max(100).optional(),
  authorLink: z
    .string()
    .trim()
    .url()
    .max(300)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

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
 * stored, so a bad file refuses the whole upload and nothing is left half done.
 */
export async function uploadToLibrary(request: FastifyRequest): Promise<{ collection: PhotoCollectionRow; photos: LibraryPhotoRow[] }> {
  const { db, storage } = request.server;
  const admin = currentUser(request);
  const form = await readUploadForm(request, { maxFiles: MAX_FILES_PER_UPLOAD });
  const fields = parseFormFields(libraryUploadFieldsSchema, form.fields);

  const checked: { fileName: string; bytes: Buffer; picture: RasterUpload }[] = [];
  for (const file of form.files) checked.push({ fileName: file.fileName, bytes: file.bytes, picture: await readRasterUpload(file.bytes, file.fileName) });

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
    return { collection, photos: await insertLibraryPhotos(db, rows) };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    throw error;
  }
}
