import { createHash } from 'node:crypto';
import { type Asset, type BackgroundAsset, type Crop, type FilterPlan, type ImageAsset, type LogoAsset, filterKey } from '@layout/model';
import sharp from 'sharp';
import { applyFilterPlan, pixelsOf } from './filters';
import { looksLikeSvgBytes, svgBytesForRaster } from './svgSafety';

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
  /** SVG artwork (width and height its own px): rasterised at the resolution a filtered picture needs. */
  vector: boolean;
}

/** Reads a source's hash and upright size; throws with sharp's message when it is no picture. */
export async function readSource(bytes: Buffer): Promise<SourcePicture> {
  // SVG reaches librsvg only without outside references (svgSafety.ts).
  const data = looksLikeSvgBytes(bytes) ? svgBytesForRaster(bytes) : bytes;
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
    vector: meta.format === 'svg',
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

/** How a filtered picture is made: the editor's filter cache, in the export's pixels. */
export interface FilteredPreparation {
  /** The part that shows, as fractions of the source. */
  visible: CropFractions;
  /** Pixels of the filtered picture per source pixel, on each axis (one cache pixel is square in the asset's box). */
  scaleX: number;
  scaleY: number;
  /** Pixels of the filtered picture per px of the asset's box: Konva's cache pixel ratio. */
  pixelRatio: number;
  plan: FilterPlan;
  /** 'print' encodes an opaque result as JPEG quality 95, 'standard' as the standard pictures' quality 90. */
  quality: 'print' | 'standard';
}

/** JPEG quality of a filtered, opaque picture in a print-ready PDF (it has to be re-encoded). */
const PRINT_JPEG_QUALITY = 95;
/** JPEG quality of every re-encoded opaque picture in a standard PDF. */
const STANDARD_JPEG_QUALITY = 90;

/**
 * A filtered picture, as the editor's Konva cache holds it (Picture.tsx): the part that shows,
 * widened to whole source pixels, resampled to square pixels of the asset's box at
 * `pixelRatio`, then Konva's own filter functions run over its RGBA pixels (filters.ts). PNG
 * when any pixel is see-through after filtering, else JPEG. Cached by content hash, region,
 * size and filter plan, so a second export with the same picture does no work.
 */
export function prepareFilteredPicture(source: SourcePicture, f: FilteredPreparation, cache: PictureCache): Promise<PreparedPicture> {
  const region = pixelRegion(source, f.visible);
  const width = Math.max(1, Math.round(region.width * f.scaleX));
  const height = Math.max(1, Math.round(region.height * f.scaleY));
  const key = `${source.hash}:filtered:${region.left},${region.top},${region.width}x${region.height}:${width}x${height}:${f.quality}:${f.pixelRatio}:${filterKey(f.plan)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const picture = filtered(source, region, { width, height }, f);
  cache.set(key, picture);
  return picture;
}

async function filtered(source: SourcePicture, region: Region, size: { width: number; height: number }, f: FilteredPreparation): Promise<PreparedPicture> {
  let image = source.vector
    ? await rasterised(source, region, Math.max(1, f.scaleX, f.scaleY))
    : sharp(source.turned ? await sharp(source.data).rotate().toBuffer() : source.data).extract(region);
  // Shrunk without ringing, as the browser draws a picture into the filter cache: Lanczos's
  // overshoot at edges widens the colour range that Enhance and Contrast then stretch.
  if (size.width !== region.width || size.height !== region.height) image = image.resize(size.width, size.height, { fit: 'fill', kernel: 'linear' });
  const { data, info } = await image.toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  applyFilterPlan(pixelsOf(data, info.width, info.height), f.plan, f.pixelRatio);
  const raw = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  const out = seeThrough(data)
    ? raw.png({ compressionLevel: 9 })
    : raw.removeAlpha().jpeg({ quality: f.quality === 'print' ? PRINT_JPEG_QUALITY : STANDARD_JPEG_QUALITY, chromaSubsampling: '4:4:4' });
  const encoded = await out.toBuffer();
  const holds = { x: region.left / source.width, y: region.top / source.height, width: region.width / source.width, height: region.height / source.height };
  return { data: encoded, width: info.width, height: info.height, region: holds, natural: { width: source.width, height: source.height } };
}

/** The largest density SVG artwork is rasterised at (librsvg's pixels grow with its square). */
const MAX_SVG_DENSITY = 72 * 32;
/** The most pixels the whole artwork is rasterised to (a small crop of it asks for a high density); beyond, the crop is enlarged after. */
const MAX_SVG_RASTER_PIXELS = 50_000_000;

/**
 * SVG artwork's region, rasterised by librsvg at `scale` pixels per SVG px (sharp's density 72 is
 * one pixel per px), as the browser rasterises the picture the editor filters. librsvg draws the
 * whole artwork, so the density is held to MAX_SVG_RASTER_PIXELS for it.
 */
async function rasterised(source: SourcePicture, region: Region, scale: number): Promise<ReturnType<typeof sharp>> {
  const fits = Math.sqrt(MAX_SVG_RASTER_PIXELS / Math.max(1, source.width * source.height));
  const density = Math.max(1, Math.min(MAX_SVG_DENSITY, 72 * scale, 72 * fits));
  const k = density / 72;
  const whole = await sharp(source.data, { density }).png().toBuffer({ resolveWithObject: true });
  const left = Math.min(whole.info.width - 1, Math.floor(region.left * k));
  const top = Math.min(whole.info.height - 1, Math.floor(region.top * k));
  const width = Math.max(1, Math.min(whole.info.width - left, Math.round(region.width * k)));
  const height = Math.max(1, Math.min(whole.info.height - top, Math.round(region.height * k)));
  return sharp(whole.data).extract({ left, top, width, height });
}

/** Some pixel of these RGBA pixels is not fully opaque. */
function seeThrough(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return true;
  return false;
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
  const prepared = (data: Buffer, width: number, height: number): PreparedPicture => ({
    data,
    width,
    height,
    region: holds,
    natural: { width: source.width, height: source.height },
  });
  if (!size && source.embeddable) return prepared(source.data, source.width, source.height);
  // Upright first (rotate() with no angle follows the EXIF orientation and drops it), in a pass
  // of its own, so the region is cut from the picture as the browser shows it.
  const upright = source.turned ? await sharp(source.data).rotate().toBuffer() : source.data;
  let image = sharp(upright);
  if (size) image = image.extract(region).resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' });
  const hasAlpha = (await sharp(source.data).metadata()).hasAlpha;
  const out =
    hasAlpha || !size ? image.toColourspace('srgb').png({ compressionLevel: 9 }) : image.toColourspace('srgb').jpeg({ quality: STANDARD_JPEG_QUALITY, chromaSubsampling: '4:4:4' });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return prepared(data, info.width, info.height);
}
