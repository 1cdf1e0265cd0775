import { type Asset, type ImageAsset, type LayoutDimensions, type LogoAsset, pageGeometry } from '@layout/model';
import type { PdfKind } from './geometry';
import {
  type CropFractions,
  type PictureAsset,
  type PictureCache,
  type PictureLoader,
  type PreparedPicture,
  STANDARD_PICTURE_PPI,
  coverFractions,
  cropFractions,
  isPictureAsset,
  preparePicture,
  readSource,
} from './imagePrepare';
import type { NotPainted, PaintContext, Pdf } from './paint';
import { placeAsset } from './paint';

/** Each picture asset's prepared picture by asset id, or why it could not be prepared. */
export type PreparedPictures = ReadonlyMap<string, PreparedPicture | NotPainted>;

/** What `preparePictures` needs: the export's kind, where pictures come from and the page's scale. */
export interface PicturePreparation {
  kind: PdfKind;
  loadImage: PictureLoader | undefined;
  cache: PictureCache;
  /** Page px per inch (the export's: 72 / ptPerPx). */
  pxPerInch: number;
  layout: LayoutDimensions;
}

/**
 * Loads and prepares the picture of every photo, logo and picture background before the pages
 * are painted (painters draw synchronously). Each source is loaded once per render; a source
 * that cannot be loaded or read leaves its assets with the reason, reported in `skipped`.
 */
export async function preparePictures(assets: readonly Asset[], prep: PicturePreparation): Promise<PreparedPictures> {
  const sources = new Map<string, ReturnType<typeof readSource>>();
  const result = new Map<string, PreparedPicture | NotPainted>();
  const loadImage = prep.loadImage;
  await Promise.all(
    assets.filter(isPictureAsset).map(async (asset) => {
      if (!asset.imageElementSrc) return void result.set(asset.id, { reason: 'it has no picture' });
      if (!loadImage) return void result.set(asset.id, { reason: 'no picture loader was given to the export' });
      let source = sources.get(asset.imageElementSrc);
      if (!source) {
        const src = asset.imageElementSrc;
        // Through a promise, so a loader that throws at once is reported as one that rejects.
        source = Promise.resolve()
          .then(() => loadImage(src))
          .then(readSource);
        sources.set(asset.imageElementSrc, source);
      }
      try {
        const loaded = await source;
        const visible = pictureCrop(asset, loaded, pictureBox(asset, prep.layout));
        result.set(asset.id, await preparePicture(loaded, pictureScale(asset, loaded, prep), prep.cache, visible));
      } catch (error) {
        result.set(asset.id, { reason: `its picture could not be loaded (${asset.imageElementSrc}): ${error instanceof Error ? error.message : String(error)}` });
      }
    }),
  );
  return result;
}

/**
 * How much to shrink the source: 1 in print (every pixel); in a standard PDF, so that the part
 * that shows prints at least at STANDARD_PICTURE_PPI on both axes (the lower axis decides).
 */
function pictureScale(asset: PictureAsset, natural: { width: number; height: number }, prep: PicturePreparation): number {
  if (prep.kind === 'print') return 1;
  const box = pictureBox(asset, prep.layout);
  const crop = pictureCrop(asset, natural, box);
  const inchesX = Math.abs(box.width * asset.scaleX) / prep.pxPerInch;
  const inchesY = Math.abs(box.height * asset.scaleY) / prep.pxPerInch;
  if (!(inchesX > 0) || !(inchesY > 0)) return 1;
  const ppi = Math.min((crop.width * natural.width) / inchesX, (crop.height * natural.height) / inchesY);
  return Math.min(1, STANDARD_PICTURE_PPI / ppi);
}

/** The box a picture fills: its own, or the editor's bleed box for a background without one (background.tsx). */
function pictureBox(asset: PictureAsset, layout: LayoutDimensions): { x: number; y: number; width: number; height: number } {
  if (asset.type !== 'background' || (asset.width > 0 && asset.height > 0)) return { x: asset.x, y: asset.y, width: asset.width, height: asset.height };
  return pageGeometry(layout).bleed;
}

/** The part that shows: the stored crop, or for a background without one the centred part covering its box. */
function pictureCrop(asset: PictureAsset, natural: { width: number; height: number }, box: { width: number; height: number }): CropFractions {
  if (asset.type === 'background' && !asset.crop) return coverFractions(natural, box);
  return cropFractions(asset.crop);
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
function withinRegion(crop: CropFractions, region: CropFractions): CropFractions {
  return { x: (crop.x - region.x) / region.width, y: (crop.y - region.y) / region.height, width: crop.width / region.width, height: crop.height / region.height };
}

/** pdfkit's opened images by document, so a picture used on several assets or pages is embedded once. */
const opened = new WeakMap<Pdf, Map<PreparedPicture, unknown>>();

/** The picture opened for this document (pdfkit embeds an opened image once, however often it is drawn). */
function embedOnce(doc: Pdf, picture: PreparedPicture): PdfImage {
  let images = opened.get(doc);
  if (!images) opened.set(doc, (images = new Map()));
  let image = images.get(picture);
  if (!image) images.set(picture, (image = (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(picture.data)));
  return image as PdfImage;
}

/** pdfkit's opened image (its types do not declare openImage); width and height are its pixels. */
interface PdfImage {
  width: number;
  height: number;
}

/**
 * A photo, logo or picture background as the editor draws it (image.tsx, background.tsx with
 * Picture.tsx): placed as Konva places its node (turned, then scaled: a negative scale flips),
 * its crop filling the box. Filters are not applied yet (the export notes it). The picture was
 * prepared by `preparePictures`; one that could not be loaded is reported with the reason.
 */
export const paintPictureAsset = (doc: Pdf, asset: ImageAsset | LogoAsset, ctx: PaintContext): NotPainted | void => paintPicture(doc, asset, ctx);

/** paintPictureAsset for any picture asset, a background with a picture included. */
export function paintPicture(doc: Pdf, asset: PictureAsset, ctx: PaintContext): NotPainted | void {
  const prepared = ctx.pictures.get(asset.id);
  if (!prepared) return { reason: 'its picture was not prepared' };
  if ('reason' in prepared) return prepared;
  const box = pictureBox(asset, ctx.layout);
  placeAsset(doc, { ...asset, x: box.x, y: box.y });
  drawPicture(doc, embedOnce(doc, prepared), withinRegion(pictureCrop(asset, prepared.natural, box), prepared.region), box.width, box.height);
}

/**
 * What the PDF shows differently from the editor for this asset, if anything: filters are not
 * applied yet, so a filtered picture prints unfiltered (and is noted, not dropped).
 */
export function pictureNote(asset: Asset): string | undefined {
  if (!isPictureAsset(asset)) return undefined;
  const names = Object.entries(asset.filters ?? {}).filter(([, value]) => value !== undefined).map(([name]) => name);
  if (names.length === 0) return undefined;
  return `its filters (${names.join(', ')}) are not applied in PDFs yet: the picture is printed without them`;
}
