import { createHash } from 'node:crypto';
import type { Asset, BackgroundAsset, Crop, ImageAsset, LogoAsset } from '@layout/model';
import sharp from 'sharp';

/** Reads a picture's bytes by its `imageElementSrc` (the server reads its storage). */
export type PictureLoader = (src: string) => Promise<Buffer>;

/** A picture ready for pdfkit: JPEG or 8-bit PNG bytes and their upright size in pixels. */
export interface PreparedPicture {
  data: Buffer;
  width: number;
  height: number;
  /** The part of the source it holds, as fractions (a standard PDF keeps only what shows). */
  region: CropFractions;
  /** The source's upright size in pixels. */
  natural: { width: number; height: number };
}

/**
 * Where prepared pictures are kept, by the content hash of the source and the size wanted. A
 * render makes its own (`createPictureCache`); a cache shared between exports can be passed in
 * later behind the same two calls. Promises are kept, so two assets asking at once share one
 * preparation.
 */
export interface PictureCache {
  get(key: string): Promise<PreparedPicture> | undefined;
  set(key: string, picture: Promise<PreparedPicture>): void;
}

/** A cache that lives as long as the render that made it. */
export function createPictureCache(): PictureCache {
  const pictures = new Map<string, Promise<PreparedPicture>>();
  return { get: (key) => pictures.get(key), set: (key, picture) => void pictures.set(key, picture) };
}

/** The resolution of pictures in a standard (screen and office printer) PDF. */
export const STANDARD_PICTURE_PPI = 150;

/** An asset that paints a raster picture. */
export type PictureAsset = ImageAsset | LogoAsset | (BackgroundAsset & { imageElementSrc: string });

/** The assets that paint a raster picture: photos, logos and backgrounds with a picture. */
export function isPictureAsset(asset: Asset): asset is PictureAsset {
  return asset.type === 'image' || asset.type === 'logo' || (asset.type === 'background' && !!asset.imageElementSrc);
}

/** The part of the picture that shows, as fractions of its width and height (the editor's sourceCrop, unscaled). */
export interface CropFractions {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The crop as fractions of the picture. A crop is stored in the pixels of the picture as it was
 * when cropped (fullWidth x fullHeight); the file may now have another resolution, so the editor
 * scales it to the picture (pictureCrop.ts sourceCrop): fractions are that, whatever the size.
 * No crop (or one without a full size): the whole picture.
 */
export function cropFractions(crop: Crop | undefined): CropFractions {
  if (!crop || !(crop.fullWidth > 0) || !(crop.fullHeight > 0)) return { x: 0, y: 0, width: 1, height: 1 };
  return { x: crop.x / crop.fullWidth, y: crop.y / crop.fullHeight, width: crop.width / crop.fullWidth, height: crop.height / crop.fullHeight };
}

/** The centred part with the box's proportions: a background without a crop covers its box (pictureCrop.ts coverCrop). */
export function coverFractions(natural: { width: number; height: number }, box: { width: number; height: number }): CropFractions {
  if (!(natural.width > 0) || !(natural.height > 0) || !(box.width > 0) || !(box.height > 0)) return { x: 0, y: 0, width: 1, height: 1 };
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const width = box.width / scale / natural.width;
  const height = box.height / scale / natural.height;
  return { x: (1 - width) / 2, y: (1 - height) / 2, width, height };
}

/** A loaded source: its bytes, content hash and upright size. */
export interface SourcePicture {
  data: Buffer;
  hash: string;
  width: number;
  height: number;
  /** JPEG, or 8-bit PNG: pdfkit embeds the file as it is. */
  embeddable: boolean;
  /** Its EXIF orientation turns or mirrors it. */
  turned: boolean;
}

/** Reads a source's hash and upright size; throws with sharp's message when it is no picture. */
export async function readSource(data: Buffer): Promise<SourcePicture> {
  const meta = await sharp(data).metadata();
  if (!meta.width || !meta.height) throw new Error(`not a picture (${meta.format ?? 'unknown format'})`);
  // EXIF orientations 5-8 turn the picture a quarter: the browser, and pdfkit, show it upright.
  const orientation = meta.orientation ?? 1;
  const turned = orientation >= 5;
  const embeddable = meta.format === 'jpeg' || (meta.format === 'png' && meta.depth === 'uchar');
  return {
    data,
    hash: createHash('sha256').update(data).digest('hex'),
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    embeddable,
    turned: orientation > 1,
  };
}

/** The part of the upright source a prepared picture holds, in source pixels. */
interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The picture to embed. In print, every pixel of the source: a JPEG or 8-bit PNG as it is (no
 * re-encoding), any other format converted losslessly to PNG. In a standard PDF, when `scale` < 1,
 * only the part that shows (`visible`, widened to whole pixels), resized so it prints at
 * `STANDARD_PICTURE_PPI`: JPEG when it is opaque, PNG when it has an alpha channel. Never
 * enlarged: at `scale` >= 1 the source is embedded as in print.
 */
export function preparePicture(source: SourcePicture, scale: number, cache: PictureCache, visible: CropFractions = WHOLE): Promise<PreparedPicture> {
  const region = pixelRegion(source, scale < 1 ? visible : WHOLE);
  const width = Math.max(1, Math.round(region.width * Math.min(1, scale)));
  const height = Math.max(1, Math.round(region.height * Math.min(1, scale)));
  const resized = width < region.width || height < region.height;
  const key = resized ? `${source.hash}:${region.left},${region.top},${region.width}x${region.height}:${width}x${height}` : `${source.hash}:full`;
  const cached = cache.get(key);
  if (cached) return cached;
  const picture = resized ? convert(source, region, { width, height }) : convert(source, pixelRegion(source, WHOLE), undefined);
  cache.set(key, picture);
  return picture;
}

const WHOLE: CropFractions = { x: 0, y: 0, width: 1, height: 1 };

/** The visible part in whole source pixels, rounded outwards, at least one pixel, inside the picture. */
function pixelRegion(source: SourcePicture, visible: CropFractions): Region {
  const left = Math.min(source.width - 1, Math.max(0, Math.floor(visible.x * source.width)));
  const top = Math.min(source.height - 1, Math.max(0, Math.floor(visible.y * source.height)));
  const right = Math.max(left + 1, Math.min(source.width, Math.ceil((visible.x + visible.width) * source.width)));
  const bottom = Math.max(top + 1, Math.min(source.height, Math.ceil((visible.y + visible.height) * source.height)));
  return { left, top, width: right - left, height: bottom - top };
}

async function convert(source: SourcePicture, region: Region, size: { width: number; height: number } | undefined): Promise<PreparedPicture> {
  const holds = { x: region.left / source.width, y: region.top / source.height, width: region.width / source.width, height: region.height / source.height };
  const prepared = (data: Buffer, width: number, height: number): PreparedPicture => ({ data, width, height, region: holds, natural: { width: source.width, height: source.height } });
  if (!size && source.embeddable) return prepared(source.data, source.width, source.height);
  // Upright first (rotate() with no angle follows the EXIF orientation and drops it), in a pass
  // of its own, so the region is cut from the picture as the browser shows it.
  const upright = source.turned ? await sharp(source.data).rotate().toBuffer() : source.data;
  let image = sharp(upright);
  if (size) image = image.extract(region).resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' });
  const hasAlpha = (await sharp(source.data).metadata()).hasAlpha;
  const out = hasAlpha || !size ? image.toColourspace('srgb').png({ compressionLevel: 9 }) : image.toColourspace('srgb').jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return prepared(data, info.width, info.height);
}
