import type { DesignContent } from '@layout/model';
import { type DesignPdf, type DesignPdfOptions, renderDesignPdf } from '../pdf/document';
import { STANDARD_PICTURE_PPI, createPictureCache } from '../pdf/imagePrepare';
import { type SkippedAsset, pdfColor } from '../pdf/paint';
import { type RasterFormat, encodePage } from './encode';
import { rasterisePdf } from './pdfjs';
import { pictureLoaderAt } from './pictures';
import { decodeRawPicture } from './rawPictures';
import { rasterPixelSize } from './pixelSize';

/** The options of `renderDesignRaster`. */
export interface DesignRasterOptions extends Pick<DesignPdfOptions, 'fonts' | 'dataDrivenValues' | 'loadImage' | 'loadSvg' | 'pictureCache'> {
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
  /** Assets left out, as `renderDesignPdf` reports them. */
  skipped: SkippedAsset[];
}

/**
 * Renders each design page as a PNG or JPEG of its trim (no bleed, no marks) at `ppi`, with
 * that resolution in the file. The design is drawn by the PDF export (so a picture shows exactly
 * what the PDF prints) and the PDF rasterised by pdf.js; see docs/decisions.md "Raster export".
 * Pictures go in at full resolution when the raster is finer than the standard PDF's 150 ppi,
 * else at 150 ppi, which is still finer than the raster.
 */
export async function renderDesignRaster(content: DesignContent, options: DesignRasterOptions): Promise<DesignRaster> {
  const size = rasterPixelSize(content.layoutDimensions, options.ppi);
  const { pdf, skipped } = await renderRasterPdf(content, options);
  const total = content.pages.length;
  const pages: Buffer[] = [];
  // Nothing to draw: no need to parse the PDF.
  if (total === 0) return { pages, skipped };
  // A page with an opaque background colour has nothing to keep transparent: drawn on white
  // (where its background covers every pixel anyway), it is written without alpha.
  const opaque = (index: number) => options.format === 'jpg' || pdfColor(content.pages[index]?.backgroundColor) !== undefined;
  const background = (index: number) => (opaque(index) ? 'white' : 'transparent');
  await rasterisePdf(pdf, { ...size, background }, async (page, index) => {
    pages[index] = await encodePage({ ...page, opaque: opaque(index) }, options.format, options.ppi);
    options.onPageDone?.(index + 1, total);
  });
  if (pages.length !== total) throw new Error(`the design has ${total} pages but ${pages.length} were drawn`);
  return { pages, skipped };
}

/**
 * The PDF `renderDesignRaster` draws: the trim alone, its pictures at the raster's resolution and
 * embedded as raw samples (decoded natively here, where pdf.js would decode JPEG and inflate PNG
 * in JavaScript; see docs/decisions.md "Export speed"). Only rasterised, never handed out.
 */
export function renderRasterPdf(content: DesignContent, options: Omit<DesignRasterOptions, 'format' | 'onPageDone'>): Promise<DesignPdf> {
  const fine = options.ppi > STANDARD_PICTURE_PPI;
  const pictureCache = options.pictureCache ?? createPictureCache();
  return renderDesignPdf(content, {
    kind: 'standard',
    pictureQuality: fine ? 'print' : 'standard',
    fonts: options.fonts,
    dataDrivenValues: options.dataDrivenValues,
    // Above 150 ppi the PDF would carry every pixel: shrunk first to what the raster shows.
    loadImage: fine && options.loadImage ? pictureLoaderAt(options.ppi, content.assets, content.layoutDimensions, options.loadImage, pictureCache) : options.loadImage,
    loadSvg: options.loadSvg,
    pictureCache,
    rawPictures: decodeRawPicture,
  });
}
