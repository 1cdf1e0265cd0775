import {
  type Asset,
  type FillPattern,
  type ImageAsset,
  type LayoutDimensions,
  type LogoAsset,
  assetResources,
  filterPlan,
  pageGeometry,
  svgForVariant,
  svgVariantOf,
} from '@layout/model';
import { NO_SCREEN_COLORS, type ScreenColors, variantOnScreen } from '../color/screenColors';
import { isInkPicture } from './cmykPictures';
import type { PdfKind } from './geometry';
import {
  type CropFractions,
  type PictureAsset,
  type PictureCache,
  type PictureLoader,
  type PreparedPicture,
  STANDARD_PICTURE_PPI,
  type SourcePicture,
  coverFractions,
  cropFractions,
  isPictureAsset,
  preparePicture,
  prepareFilteredPicture,
  readSource,
} from './imagePrepare';
import type { NotPainted, PaintContext, Pdf } from './paint';
import { placeAsset } from './paint';
import { patternPictureKey } from './pattern';
import { type SvgAsset, type SvgSources, isRasterLink, svgLink, svgSourcesLoadedFor } from './svgSources';

/** Each picture asset's prepared picture by asset id (a pattern-filled shape's: its pattern), or why it could not be prepared. */
export type PreparedPictures = ReadonlyMap<string, PreparedPicture | NotPainted>;

/** What `preparePictures` needs: the export's kind, where pictures come from and the page's scale. */
export interface PicturePreparation {
  kind: PdfKind;
  loadImage: PictureLoader | undefined;
  cache: PictureCache;
  /** Page px per inch (the export's: 72 / ptPerPx). */
  pxPerInch: number;
  layout: LayoutDimensions;
  /** The design's ink colours on screen: filtered SVG artwork is rasterised by librsvg, which draws no device-cmyk(). Default: none. */
  screen?: ScreenColors;
}

/** An asset drawn as a raster picture: a photo, logo or picture background, or SVG artwork whose link is a PNG/JPEG picture. */
export type DrawnPicture = PictureAsset | SvgAsset;

/** The largest filtered picture, in pixels (its RGBA pixels are held in memory while Konva's filters run): 6000 x 6000. */
const MAX_FILTERED_PIXELS = 36_000_000;

/** The resolution filtered SVG artwork is rasterised at in print, at its printed size. */
const PRINT_ARTWORK_PPI = 300;

/** A picture to load: which asset, from where, and how it is prepared. */
interface PictureJob {
  /** Where the prepared picture is kept: the asset's id, or its pattern's key. */
  key: string;
  src: string;
  prepare: (source: SourcePicture) => Promise<PreparedPicture>;
  /** The bytes when they are at hand already (a filtered illustration's SVG); else `loadImage(src)`. */
  bytes?: Buffer;
}

/**
 * Loads and prepares, before the pages are painted (painters draw synchronously), the picture of
 * every photo, logo and picture background, of SVG artwork whose link is a PNG/JPEG picture (the
 * editor draws it as a picture; found by its name, or by its bytes when `loadSvgSources` ran
 * first on the same asset list), of SVG illustrations with filters (their SVG, from the same
 * load, rasterised) and the pattern picture of every pattern-filled shape and svg_image (kept
 * under `patternPictureKey`). Filtered pictures are filtered here. Each source is loaded once per
 * render (`loadImage`); a source that cannot be loaded or read leaves its assets with the
 * reason, reported in `skipped`.
 */
export async function preparePictures(assets: readonly Asset[], prep: PicturePreparation): Promise<PreparedPictures> {
  const sources = new Map<string, ReturnType<typeof readSource>>();
  const result = new Map<string, PreparedPicture | NotPainted>();
  const loadImage = prep.loadImage;
  const jobs = pictureJobs(assets, prep, svgSourcesLoadedFor(assets));
  await Promise.all(
    jobs.map(async ({ key, src, prepare, bytes }) => {
      if (!src) return void result.set(key, { reason: 'it has no picture' });
      if (!loadImage && !bytes) return void result.set(key, { reason: 'no picture loader was given to the export' });
      let source = bytes ? readSource(bytes) : sources.get(src);
      if (!source) {
        // Through a promise, so a loader that throws at once is reported as one that rejects.
        source = Promise.resolve()
          .then(() => loadImage!(src))
          .then(readSource);
        sources.set(src, source);
      }
      try {
        result.set(key, await prepare(await source));
      } catch (error) {
        result.set(key, { reason: `its picture could not be loaded (${src}): ${error instanceof Error ? error.message : String(error)}` });
      }
    }),
  );
  return result;
}

/**
 * The links `renderDesignPdf` asks its `loadImage` for, so a caller that gathers the export's
 * inputs ahead (the server's export worker) reads exactly these: photos', logos' and picture
 * backgrounds' pictures, pattern pictures, and artwork links named as PNG/JPEG. Pass the SVG
 * sources when they are loaded to add the artwork links found raster by their bytes.
 */
export function pictureLinksOf(assets: readonly Asset[], svgs?: SvgSources): string[] {
  const links = new Set<string>();
  for (const asset of assets) {
    const { patterns, pictures } = assetResources(asset);
    for (const link of [...patterns, ...pictures]) links.add(link);
    if (isSvgAsset(asset) && isRasterArtwork(asset, svgs)) links.add(svgLink(asset));
  }
  return [...links];
}

/** The pattern a shape or svg_image is filled with, if any. */
function patternOf(asset: Asset): FillPattern | undefined {
  return asset.type === 'shape' ? asset.shapeProps.fillPattern : asset.type === 'svg_image' ? asset.shapeProps?.fillPattern : undefined;
}

/** What each asset needs loaded and prepared. */
function pictureJobs(assets: readonly Asset[], prep: PicturePreparation, svgs: SvgSources | undefined): PictureJob[] {
  const jobs: PictureJob[] = [];
  for (const asset of assets) {
    const pattern = patternOf(asset);
    if (pattern)
      jobs.push({ key: patternPictureKey(asset.id), src: pattern.image, prepare: (source) => preparePicture(source, patternScale(asset, pattern, source, prep), prep.cache) });
    if (isPictureAsset(asset)) jobs.push({ key: asset.id, src: asset.imageElementSrc ?? '', prepare: (source) => prepareDrawn(asset, source, prep) });
    else if (isSvgAsset(asset) && isRasterArtwork(asset, svgs)) jobs.push({ key: asset.id, src: svgLink(asset), prepare: (source) => prepareDrawn(asset, source, prep) });
    else if (asset.type === 'illustration' && filterPlan(asset.filters).filters.length > 0) {
      // The editor filters the artwork's picture (Picture.tsx): so does the export, rasterised at the print's resolution.
      const source = svgs?.get(svgLink(asset));
      if (source && 'svg' in source) {
        const svg = svgForVariant(source.svg, variantOnScreen(svgVariantOf(asset), prep.screen ?? NO_SCREEN_COLORS));
        jobs.push({ key: asset.id, src: svgLink(asset), bytes: Buffer.from(svg), prepare: (picture) => prepareDrawn(asset, picture, prep) });
      }
    }
  }
  return jobs;
}

/**
 * SVG artwork the editor draws as a picture: its link is a PNG/JPEG picture (by name, or by the
 * bytes `loadSvgSources` found) and it has no colour changes (the editor loads such a link as a
 * picture only then; with colour changes it shows its "missing" placeholder, and so it is reported).
 */
export function isRasterArtwork(asset: SvgAsset, svgs: SvgSources | undefined): boolean {
  const link = svgLink(asset);
  const source = svgs?.get(link);
  if (!isRasterLink(link) && !(source && 'raster' in source)) return false;
  const variant = svgVariantOf(asset);
  return Object.keys(variant.colorReplacements ?? {}).length === 0 && !variant.fill && !variant.stroke;
}

function isSvgAsset(asset: Asset): asset is SvgAsset {
  return asset.type === 'illustration' || asset.type === 'icon' || asset.type === 'svg_image';
}

/** A photo's, logo's, background's or raster artwork's picture: as it is, or filtered as the editor filters it. */
function prepareDrawn(asset: DrawnPicture, source: SourcePicture, prep: PicturePreparation): Promise<PreparedPicture> {
  const box = pictureBox(asset, prep.layout);
  const visible = pictureCrop(asset, source, box);
  const plan = filterPlan('filters' in asset ? asset.filters : undefined);
  if (plan.filters.length === 0) return preparePicture(source, pictureScale(asset, source, prep), prep.cache, visible);
  const pixelRatio = filterPixelRatio(asset, source, prep);
  const quality = prep.kind;
  // Square cache pixels in the box: a picture stretched by its box is resampled before filtering, as the editor's cache is.
  const scaleX = (pixelRatio * box.width) / (visible.width * source.width);
  const scaleY = (pixelRatio * box.height) / (visible.height * source.height);
  return prepareFilteredPicture(source, { visible, scaleX, scaleY, pixelRatio, plan, quality }, prep.cache);
}

/**
 * The pixels per box px of a filtered picture, Konva's cache pixel ratio. The editor caches at
 * the zoom's resolution; the export at the print's: in print, every source pixel of the part that
 * shows (on its denser axis; SVG artwork at PRINT_ARTWORK_PPI), in a standard PDF 150 ppi at the printed size (never more than the
 * source has), at least one pixel per box px (the editor at 100 %, so a blur of a small picture
 * still spreads) and at most MAX_FILTERED_PIXELS in all.
 */
function filterPixelRatio(asset: DrawnPicture, natural: SourcePicture, prep: PicturePreparation): number {
  const box = pictureBox(asset, prep.layout);
  if (!(box.width > 0) || !(box.height > 0)) return 1;
  const crop = pictureCrop(asset, natural, box);
  const printedScale = Math.max(Math.abs(asset.scaleX), Math.abs(asset.scaleY));
  // SVG artwork has as many pixels as asked for: 300 ppi at its printed size in print.
  let ratio = natural.vector
    ? (PRINT_ARTWORK_PPI * printedScale) / prep.pxPerInch
    : Math.max((crop.width * natural.width) / box.width, (crop.height * natural.height) / box.height);
  if (prep.kind === 'standard') ratio = Math.min(ratio, (STANDARD_PICTURE_PPI * printedScale) / prep.pxPerInch);
  ratio = Math.max(1, ratio);
  return Math.min(ratio, Math.sqrt(MAX_FILTERED_PIXELS / (box.width * box.height)));
}

/**
 * How much to shrink a pattern picture: 1 in print; in a standard PDF, so that one tile prints at
 * STANDARD_PICTURE_PPI (a tile is the picture at its own size times the pattern's scale, in box px).
 */
function patternScale(asset: Pick<Asset, 'scaleX' | 'scaleY'>, pattern: FillPattern, natural: { width: number; height: number }, prep: PicturePreparation): number {
  if (prep.kind === 'print') return 1;
  const inchesX = (natural.width * pattern.scale * Math.abs(asset.scaleX)) / prep.pxPerInch;
  const inchesY = (natural.height * pattern.scale * Math.abs(asset.scaleY)) / prep.pxPerInch;
  if (!(inchesX > 0) || !(inchesY > 0)) return 1;
  return Math.min(1, STANDARD_PICTURE_PPI / Math.min(natural.width / inchesX, natural.height / inchesY));
}

/**
 * How much to shrink the source: 1 in print (every pixel); in a standard PDF, so that the part
 * that shows prints at least at STANDARD_PICTURE_PPI on both axes (the lower axis decides).
 */
function pictureScale(asset: DrawnPicture, natural: { width: number; height: number }, prep: PicturePreparation): number {
  if (prep.kind === 'print') return 1;
  const box = pictureBox(asset, prep.layout);
  const crop = pictureCrop(asset, natural, box);
  const inchesX = Math.abs(box.width * asset.scaleX) / prep.pxPerInch;
  const inchesY = Math.abs(box.height * asset.scaleY) / prep.pxPerInch;
  if (!(inchesX > 0) || !(inchesY > 0)) return 1;
  const ppi = Math.min((crop.width * natural.width) / inchesX, (crop.height * natural.height) / inchesY);
  return Math.min(1, STANDARD_PICTURE_PPI / ppi);
}

/** The box a picture fills: its own, or the editor's bleed box for a background without one (background.tsx); the raster export's too. */
export function pictureBox(asset: DrawnPicture, layout: LayoutDimensions): { x: number; y: number; width: number; height: number } {
  if (asset.type !== 'background' || (asset.width > 0 && asset.height > 0)) return { x: asset.x, y: asset.y, width: asset.width, height: asset.height };
  return pageGeometry(layout).bleed;
}

/** The part that shows: the stored crop, or for a background without one the centred part covering its box; the raster export's too. */
export function pictureCrop(asset: DrawnPicture, natural: { width: number; height: number }, box: { width: number; height: number }): CropFractions {
  if (asset.type === 'background' && !asset.crop) return coverFractions(natural, box);
  return cropFractions('crop' in asset ? asset.crop : undefined);
}

/**
 * Draws a prepared picture so that its visible part fills the box (0, 0)-(width, height): the
 * whole picture stretched by box / crop and moved so the crop's corner is at the origin, clipped
 * to the box, as Konva draws an Image's crop into its width x height. Stretching, not fitting:
 * the editor stretches a crop whose proportions differ from the box's.
 */
function drawPicture(doc: Pdf, picture: PdfImage, crop: CropFractions, width: number, height: number): void {
  if (!(crop.width > 0) || !(crop.height > 0)) return;
  const fullWidth = width / crop.width;
  const fullHeight = height / crop.height;
  doc.rect(0, 0, width, height).clip();
  // pdfkit draws an opened image as it draws a file; its types only name files.
  doc.image(picture as unknown as Buffer, -crop.x * fullWidth, -crop.y * fullHeight, { width: fullWidth, height: fullHeight });
}

/** The crop of the source as fractions of the part of it the prepared picture holds. */
export function withinRegion(crop: CropFractions, region: CropFractions): CropFractions {
  return { x: (crop.x - region.x) / region.width, y: (crop.y - region.y) / region.height, width: crop.width / region.width, height: crop.height / region.height };
}

/** pdfkit's opened images by document, so a picture used on several assets or pages is embedded once. */
const opened = new WeakMap<Pdf, Map<PreparedPicture, unknown>>();

/** The picture opened for this document (pdfkit embeds an opened image once, however often it is drawn). */
export function embedOnce(doc: Pdf, picture: PreparedPicture): PdfImage {
  let images = opened.get(doc);
  if (!images) {
    images = new Map();
    opened.set(doc, images);
  }
  let image = images.get(picture);
  if (!image) {
    // A picture in the press's inks is opened as itself (a CMYK PDF's openImage knows it: colorSpaces.ts).
    image = (doc as unknown as { openImage(src: unknown): PdfImage }).openImage(isInkPicture(picture) ? picture : picture.data);
    images.set(picture, image);
  }
  return image as PdfImage;
}

/** pdfkit's opened image (its types do not declare openImage); width and height are its pixels. */
export interface PdfImage {
  width: number;
  height: number;
}

/**
 * A photo, logo or picture background as the editor draws it (image.tsx, background.tsx with
 * Picture.tsx): placed as Konva places its node (turned, then scaled: a negative scale flips),
 * its crop filling the box, filtered as the editor filters it. The picture was prepared (and
 * filtered) by `preparePictures`; one that could not be loaded is reported with the reason.
 */
export const paintPictureAsset = (doc: Pdf, asset: ImageAsset | LogoAsset, ctx: PaintContext): NotPainted | void => paintPicture(doc, asset, ctx);

/** paintPictureAsset for any asset drawn as a picture: a background with a picture, raster artwork. */
export function paintPicture(doc: Pdf, asset: DrawnPicture, ctx: PaintContext): NotPainted | void {
  const prepared = ctx.pictures.get(asset.id);
  if (!prepared) return { reason: 'its picture was not prepared' };
  if ('reason' in prepared) return prepared;
  const box = pictureBox(asset, ctx.layout);
  placeAsset(doc, { ...asset, x: box.x, y: box.y });
  drawPicture(doc, embedOnce(doc, prepared), withinRegion(pictureCrop(asset, prepared.natural, box), prepared.region), box.width, box.height);
}
