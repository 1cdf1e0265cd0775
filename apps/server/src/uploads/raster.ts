import { MAX_UPLOAD_PIXELS } from '@layout/model';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../http/errors';

/** The raster formats a user may upload (spec 000 section 5: "only jpeg and png kept"). */
export type RasterFormat = 'jpeg' | 'png';

/** A checked upload: what the bytes are, how large the picture is as shown, and its thumbnail. */
export interface RasterUpload {
  format: RasterFormat;
  /** Size as a browser shows it, after the EXIF orientation is applied. */
  width: number;
  height: number;
  thumbnail: Buffer;
  thumbnailFormat: RasterFormat;
}

/** Longest side of a thumbnail, in pixels: sharp in the sidebar's tiles (the drawer is 300 px wide). */
export const RASTER_THUMBNAIL_PX = 400;

/** The content type a stored picture of `format` is served with. */
export const RASTER_CONTENT_TYPES: Record<RasterFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };
/** The file extension a stored picture of `format` gets (storage derives the served type from it). */
export const RASTER_EXTENSIONS: Record<RasterFormat, string> = { jpeg: 'jpg', png: 'png' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Checks an uploaded picture and makes its thumbnail. What the file is comes from its bytes (the
 * signature, then the decoder), never from its name or the type the browser claimed, so a PNG
 * named .jpg is a PNG and a script named .jpg is refused. Only JPEG and PNG pass. The size in the
 * header is checked before any pixel is decoded, so a small file claiming 100 megapixels cannot
 * exhaust memory; then the whole picture is decoded, so a truncated or corrupt file is refused.
 * Every refusal is a 422 whose details name the file.
 */
export async function readRasterUpload(bytes: Buffer, fileName: string): Promise<RasterUpload> {
  const name = fileName || 'The file';
  const format = sniffFormat(bytes);
  if (!format) throw invalidPicture(`${name} is not a JPEG or PNG picture`);

  let header: Metadata;
  try {
    // Reads the header only; no pixel is decoded here, whatever size the header claims.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidPicture(`${name} is damaged and cannot be read as a picture`);
  }
  if (header.format !== format || !header.width || !header.height) {
    throw invalidPicture(`${name} is damaged and cannot be read as a picture`);
  }
  if (header.width * header.height > MAX_UPLOAD_PIXELS) {
    const megapixels = Math.round((header.width * header.height) / 1_000_000);
    throw invalidPicture(`${name} is larger than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels (${header.width} x ${header.height}, ${megapixels} megapixels)`);
  }

  const thumbnailFormat: RasterFormat = format;
  let thumbnail: Buffer;
  try {
    // Making the thumbnail reads every scanline, so this is also the full decode that finds a
    // file cut short or damaged part-way ('truncated' also fails on a missing end of image).
    // limitInputPixels stays as a second guard should the header check above ever be wrong.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated', sequentialRead: true })
      .rotate()
      .resize(RASTER_THUMBNAIL_PX, RASTER_THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true });
    thumbnail = await (thumbnailFormat === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
  } catch {
    throw invalidPicture(`${name} is damaged or incomplete and cannot be read as a picture`);
  }

  // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is the stored height.
  const turned = (header.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? header.height : header.width,
    height: turned ? header.width : header.height,
    thumbnail,
    thumbnailFormat,
  };
}

/** JPEG or PNG by the file's signature; null for anything else (GIF, WebP, SVG, HTML, scripts). */
export function sniffFormat(bytes: Buffer): RasterFormat | null {
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

function invalidPicture(details: string): HttpError {
  return new HttpError(422, 'Invalid picture', details);
}
