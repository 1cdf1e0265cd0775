import { ILLUSTRATION_MESSAGES } from '@layout/model';
import { HttpError, fieldError } from '../http/errors';
import type { FileStorage } from '../storage/storage';
import { newFileKey } from '../storage/keys';
import type { UploadedFile } from '../uploads/multipart';
import { RASTER_CONTENT_TYPES, RASTER_EXTENSIONS, readRasterUpload } from '../uploads/raster';
import { sanitizeSvg } from '../uploads/svg';

/** An illustration's file, checked and ready to store: the file itself and what the panel shows. */
export interface PreparedIllustration {
  type: 'svg' | 'image';
  file: { bytes: Buffer; extension: string; contentType: string };
  /** A smaller picture for the panel; null when the file itself is small enough (an SVG). */
  preview: { bytes: Buffer; extension: string; contentType: string } | null;
}

/** What the bytes start with, past a byte-order mark and white space. */
function startsLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

const isPng = (bytes: Buffer) => bytes.length >= 4 && bytes[0] === 0x89 && bytes.subarray(1, 4).toString('latin1') === 'PNG';
const isJpeg = (bytes: Buffer) => bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * Checks one uploaded file by its bytes, never its name or claimed type: markup goes through
 * the SVG sanitiser (no script, event handler, external reference or foreignObject survives),
 * PNG and JPEG through the picture check (decoded, size-limited, thumbnailed); anything else is
 * refused. Every refusal is a 422 on the 'files' field naming the file.
 */
export async function prepareIllustrationFile(upload: UploadedFile): Promise<PreparedIllustration> {
  const name = upload.fileName || 'The file';
  try {
    if (isPng(upload.bytes) || isJpeg(upload.bytes)) {
      const picture = await readRasterUpload(upload.bytes, name);
      return {
        type: 'image',
        file: { bytes: upload.bytes, extension: RASTER_EXTENSIONS[picture.format], contentType: RASTER_CONTENT_TYPES[picture.format] },
        preview: { bytes: picture.thumbnail, extension: RASTER_EXTENSIONS[picture.thumbnailFormat], contentType: RASTER_CONTENT_TYPES[picture.thumbnailFormat] },
      };
    }
    if (startsLikeMarkup(upload.bytes)) {
      return { type: 'svg', file: { bytes: sanitizeSvg(upload.bytes), extension: 'svg', contentType: 'image/svg+xml' }, preview: null };
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) {
      const details = typeof error.details === 'string' ? error.details : error.message;
      throw fieldError('files', 'isValidFile', details.includes(name) ? details : `${name}: ${details}`);
    }
    throw error;
  }
  throw fieldError('files', 'isValidFile', `${name}: ${ILLUSTRATION_MESSAGES.fileType}`);
}

/** Stores a prepared file (and its preview); returns their keys. The preview of an SVG is the SVG. */
export async function storeIllustrationFile(storage: FileStorage, prepared: PreparedIllustration): Promise<{ fileKey: string; previewKey: string }> {
  const fileKey = newFileKey('illustrations', prepared.file.extension);
  await storage.put(fileKey, prepared.file.bytes, prepared.file.contentType);
  if (!prepared.preview) return { fileKey, previewKey: fileKey };
  const previewKey = newFileKey('illustrations', prepared.preview.extension);
  try {
    await storage.put(previewKey, prepared.preview.bytes, prepared.preview.contentType);
  } catch (error) {
    await storage.delete(fileKey);
    throw error;
  }
  return { fileKey, previewKey };
}

/** Removes an illustration's files (its preview may be the file itself). */
export async function deleteIllustrationFiles(storage: FileStorage, keys: { fileKey: string; previewKey: string }): Promise<void> {
  await storage.delete(keys.fileKey);
  if (keys.previewKey !== keys.fileKey) await storage.delete(keys.previewKey);
}
