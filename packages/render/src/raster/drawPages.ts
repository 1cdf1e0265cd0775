import { availableParallelism } from 'node:os';
import type { Asset, Page } from '@layout/model';
import { type Canvas, type Image, createCanvas } from '@napi-rs/canvas';
import type { PreparedPictures } from '../pdf/image';
import type { PreparedPicture } from '../pdf/imagePrepare';
import type { NotPainted, SkippedAsset } from '../pdf/paint';
import { patternPictureKey } from '../pdf/pattern';
import { rasterisedArtwork } from './artwork';
import { decodedPicture } from './decoded';
import { type RasterFormat, encodePage, pagePixels } from './encode';
import { paintPage } from './page';
import type { RasterPaintContext } from './paint';

/** What every page of a design draws from: fonts, SVG sources and prepared pictures, as the PDF export prepares them. */
export type RasterInputs = Pick<RasterPaintContext, 'layout' | 'fonts' | 'dataDrivenValues' | 'svgs' | 'pictures' | 'screen'>;

/** How every page is drawn and written: its pixels, the device pixels per page px, the format and resolution. */
export interface RasterFrame {
  size: { width: number; height: number };
  pixelsPerPx: { x: number; y: number };
  format: RasterFormat;
  ppi: number;
}

/** One page to draw: its place in the design, the page and its assets in stacking order, and whether every pixel is opaque. */
export interface PageToDraw {
  index: number;
  page: Page;
  assets: Asset[];
  /** Drawn on white (a JPG) or under an opaque background colour: written without alpha. */
  opaque: boolean;
}

/**
 * Pages of one drawing thread encoded at once while it draws the next (each holds a page's
 * pixels, 26-35 MB for A4 at 300 ppi): with two drawing threads (this one and the page worker),
 * one each per two cores. More only made the threads fight for the cores (on 2 cores, 2 at once:
 * 4 A4 pages as PNG 0.39-0.41 s, 1 at once: 0.33-0.36 s).
 */
const ENCODING_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Draws the pages one after another on one canvas of this thread, each encoded in other threads
 * while the next is drawn (at most ENCODING_AT_ONCE at once); each page's pictures are decoded
 * and its artwork rasterised while the page before is drawn. `onPage` is called with each page's
 * file as soon as it is encoded.
 */
export async function drawPages(
  pages: readonly PageToDraw[],
  inputs: RasterInputs,
  frame: RasterFrame,
  onPage: (index: number, file: Buffer, skipped: SkippedAsset[]) => void,
): Promise<void> {
  if (pages.length === 0) return;
  const canvas: Canvas = createCanvas(frame.size.width, frame.size.height);
  const ctx = canvas.getContext('2d');
  const encoding: Promise<void>[] = [];
  const spares: Buffer[] = [];
  let next = readyPage(pages[0]!.assets, inputs, frame.pixelsPerPx);
  for (const [position, { index, page, assets, opaque }] of pages.entries()) {
    const ready = await next;
    const following = pages[position + 1];
    if (following) {
      next = readyPage(following.assets, inputs, frame.pixelsPerPx);
      // Handled here for the while this page is drawn; a failure still surfaces when awaited.
      next.catch(() => {});
    }
    const paint: RasterPaintContext = { ...inputs, ...ready, pixelsPerPx: frame.pixelsPerPx };
    const skipped = paintPage(ctx, frame.size, page, assets, opaque, paint);
    const pixels = pagePixels(canvas.data(), frame.size.width, frame.size.height, opaque, spares.pop());
    // At most ENCODING_AT_ONCE pages' pixels are held: the oldest is waited for first.
    if (encoding.length >= ENCODING_AT_ONCE) await encoding[encoding.length - ENCODING_AT_ONCE];
    const encoded = encodePage(pixels, frame.format, frame.ppi).then((file) => {
      // Its pixels are written: their buffer takes a later page's (a new 26-35 MB buffer a page costs page faults and GC).
      spares.push(pixels.ppm ?? pixels.data);
      onPage(index, file, skipped);
    });
    // Handled here for the while the next pages are drawn; a failure still surfaces when awaited.
    encoded.catch(() => {});
    encoding.push(encoded);
  }
  await Promise.all(encoding);
}

/** A page's pictures decoded and its SVG artwork rasterised, for its painters to draw synchronously. */
async function readyPage(assets: readonly Asset[], inputs: RasterInputs, pixelsPerPx: { x: number; y: number }): Promise<Pick<RasterPaintContext, 'decoded' | 'artwork'>> {
  const decoded = new Map<PreparedPicture, Image | NotPainted>();
  const artwork = new Map<string, Image | NotPainted>();
  const asked = new Set<PreparedPicture>();
  const work: Promise<void>[] = [];
  for (const asset of assets) {
    for (const key of [asset.id, patternPictureKey(asset.id)]) {
      const picture = picturesOf(inputs.pictures, key);
      // A picture two assets share is decoded once.
      if (!picture || asked.has(picture)) continue;
      asked.add(picture);
      work.push(
        decodedPicture(picture).then(
          (image) => void decoded.set(picture, image),
          (error: unknown) => void decoded.set(picture, { reason: `its picture could not be decoded: ${error instanceof Error ? error.message : String(error)}` }),
        ),
      );
    }
    if (asset.type === 'illustration' || asset.type === 'icon' || asset.type === 'svg_image') {
      const raster = rasterisedArtwork(asset, inputs, (pixelsPerPx.x + pixelsPerPx.y) / 2);
      if (raster) work.push(raster.then((result) => void artwork.set(asset.id, result)));
    }
  }
  await Promise.all(work);
  return { decoded, artwork };
}

/** The prepared picture under `key`, if it was prepared. */
function picturesOf(pictures: PreparedPictures, key: string): PreparedPicture | undefined {
  const picture = pictures.get(key);
  return picture && !('reason' in picture) ? picture : undefined;
}
