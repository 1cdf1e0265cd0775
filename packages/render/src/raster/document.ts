import { type DesignContent, PX_PER_INCH, normalizeColor, pageGeometry } from '@layout/model';
import { openedPrintProfile } from '../pdf/openedProfiles';
import { NO_SCREEN_COLORS, inkColorsIn, screenColorsOf } from '../color/screenColors';
import { type DesignPdfOptions, assetsByPage } from '../pdf/document';
import { loadDefaultPdfFontSet } from '../pdf/fonts';
import { preparePictures } from '../pdf/image';
import { STANDARD_PICTURE_PPI, createPictureCache } from '../pdf/imagePrepare';
import type { SkippedAsset } from '../pdf/paint';
import { shippedOutputProfile } from '../pdf/outputProfile';
import { loadSvgSources } from '../pdf/svgSources';
import { type PageToDraw, type RasterFrame, type RasterInputs, drawPages } from './drawPages';
import type { RasterFormat } from './encode';
import { drawPagesInWorker, startPageWorker } from './pageWorker';
import { pictureLoaderAt } from './pictures';
import { rasterPixelSize } from './pixelSize';

/** The options of `renderDesignRaster`. */
export interface DesignRasterOptions extends Pick<DesignPdfOptions, 'fonts' | 'dataDrivenValues' | 'loadImage' | 'loadSvg' | 'pictureCache' | 'outputProfile'> {
  /** 'png' keeps transparency; 'jpg' is flattened on white. */
  format: RasterFormat;
  /** Pixels per inch: 300 for print resolution, 96 (the editor's px) for screen. */
  ppi: number;
  /** Called after each page is encoded with the pages done so far and the pages in all (export progress). */
  onPageDone?: (done: number, total: number) => void;
}

/** A design's pages as pictures and the assets they do not show. */
export interface DesignRaster {
  /** One encoded PNG or JPEG per design page, in page order, each the trim at `ppi`. */
  pages: Buffer[];
  /** Assets left out, in page and paint order, with the reasons the PDF export gives. */
  skipped: SkippedAsset[];
}

/**
 * Renders each design page as a PNG or JPEG of its trim (no bleed, no marks) at `ppi`, with that
 * resolution in the file. Each page is drawn directly on a Skia canvas (@napi-rs/canvas, the
 * engine the editor's browser draws with) by the raster painters (`RASTER_PAINTERS`, one per
 * asset type beside the PDF's), from what the PDF export prepares: the same pictures (shrunk to
 * what the raster shows, filtered as the editor filters them), SVG sources, fonts and text
 * layout; see docs/decisions.md "Faster pictures". Two pages are drawn at a time, one on this
 * thread and one on the page worker (pageWorker.ts), each encoded in other threads while the next
 * is drawn.
 */
export async function renderDesignRaster(content: DesignContent, options: DesignRasterOptions): Promise<DesignRaster> {
  const size = rasterPixelSize(content.layoutDimensions, options.ppi);
  const total = content.pages.length;
  const files: Buffer[] = [];
  const skippedByPage: SkippedAsset[][] = [];
  // Nothing to draw: nothing to prepare.
  if (total === 0) return { pages: files, skipped: [] };
  const trim = pageGeometry(content.layoutDimensions).trim;
  const frame: RasterFrame = { size, pixelsPerPx: { x: size.width / trim.width, y: size.height / trim.height }, format: options.format, ppi: options.ppi };
  // The page worker boots (the first time) while the pictures are prepared: the export uses it if it is ready by then.
  if (total > 1) startPageWorker();
  const inputs = await rasterInputs(content, options);
  const byPage = assetsByPage(content.assets);
  // A page with an opaque background colour has nothing to keep transparent: drawn on white
  // (where its background covers every pixel anyway), it is written without alpha.
  const pages: PageToDraw[] = content.pages.map((page, index) => ({
    index,
    page,
    assets: byPage.get(page.id) ?? [],
    opaque: options.format === 'jpg' || normalizeColor(page.backgroundColor) !== undefined,
  }));
  let done = 0;
  const onPage = (index: number, file: Buffer, skipped: SkippedAsset[]) => {
    files[index] = file;
    skippedByPage[index] = skipped;
    options.onPageDone?.(++done, total);
  };
  // Every other page to the worker; this thread draws the rest, and whatever the worker could not.
  const theirs = pages.filter((_, i) => i % 2 === 1);
  const inWorker = theirs.length > 0 ? drawPagesInWorker(theirs, inputs, frame, onPage) : undefined;
  const ours = inWorker ? pages.filter((_, i) => i % 2 === 0) : pages;
  // Handled here for the while this thread draws its pages; a failure is dealt with below.
  inWorker?.catch(() => {});
  await drawPages(ours, inputs, frame, onPage);
  if (inWorker) {
    try {
      await inWorker;
    } catch {
      // The worker stopped or failed: the pages it did not hand over are drawn here.
      await drawPages(
        theirs.filter(({ index }) => !files[index]),
        inputs,
        frame,
        onPage,
      );
    }
  }
  const missing = pages.filter(({ index }) => !files[index]).length;
  if (missing > 0) throw new Error(`the design has ${total} pages but ${missing} were not drawn`);
  return { pages: files, skipped: skippedByPage.flat() };
}

/**
 * The design's fonts, SVG artwork and pictures, loaded and prepared as `renderDesignPdf` does
 * for a standard PDF: pictures finer than the standard PDF's 150 ppi when the raster is (in
 * print quality), and then shrunk first to the most the raster shows of them (pictures.ts).
 */
async function rasterInputs(content: DesignContent, options: DesignRasterOptions): Promise<RasterInputs> {
  const fine = options.ppi > STANDARD_PICTURE_PPI;
  const cache = options.pictureCache ?? createPictureCache();
  const loadImage = fine && options.loadImage ? pictureLoaderAt(options.ppi, content.assets, content.layoutDimensions, options.loadImage, cache) : options.loadImage;
  // SVG artwork first: the picture preparation reads which links turned out to be pictures.
  const svgs = await loadSvgSources(content.assets, options.loadSvg);
  // Ink colours (device-cmyk()) as the editor shows them: through the print profile.
  const inkColors = inkColorsIn(content.pages, content.assets);
  const profile = inkColors.length > 0 ? await openedPrintProfile((options.outputProfile ?? shippedOutputProfile()).bytes) : undefined;
  const screen = profile ? screenColorsOf(inkColors, profile.cmykToRgb) : NO_SCREEN_COLORS;
  const [fonts, pictures] = await Promise.all([
    options.fonts ?? loadDefaultPdfFontSet(),
    preparePictures(content.assets, { kind: fine ? 'print' : 'standard', loadImage, cache, pxPerInch: PX_PER_INCH, layout: content.layoutDimensions, screen }),
  ]);
  return { layout: content.layoutDimensions, fonts, dataDrivenValues: options.dataDrivenValues ?? {}, svgs, pictures, screen };
}
