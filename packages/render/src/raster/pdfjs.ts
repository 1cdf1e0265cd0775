import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { RgbaPage } from './encode';
import { SoftMaskCanvasFactory, SoftMaskFilterFactory, withSoftMasks } from './softMasks';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<PdfJs> | undefined;

/** pdf.js's Node build, loaded once on first use (it is large; a PDF-only export never pays for it). */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/**
 * pdf.js's own data files, read from the installed package: it must never fetch anything. Our
 * PDFs embed every font, so the standard fonts are only there for a font that failed to embed.
 */
function pdfJsResources(): { standardFontDataUrl: string; wasmUrl: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // pdf.js reads these with fs in Node when they are paths; they must end with a separator.
  return { standardFontDataUrl: `${join(root, 'standard_fonts')}/`, wasmUrl: `${join(root, 'wasm')}/` };
}

/** How each page is drawn: its pixel size and what is under it. */
export interface RasteriseOptions {
  /** The pixel size every page is drawn at (the trim at the export's ppi; all pages share it). */
  width: number;
  height: number;
  /** Per page (0-based): 'transparent' leaves unpainted pixels clear, 'white' paints them white first. */
  background: (index: number) => 'transparent' | 'white';
}

/**
 * Draws each page of a PDF into RGBA pixels with pdf.js on a Skia canvas (@napi-rs/canvas: npm
 * packages only, no system tools). The document is parsed once and its pages drawn one after
 * another on one canvas, so fonts and pictures used on several pages are decoded once. Each
 * page is handed to `onPage` as soon as it is drawn; the next page is drawn while the promise
 * `onPage` returns is pending (its encoding runs in sharp's threads), but no further, so at most
 * two pages' pixels are held at once. A page's `data` is reused once that promise settles.
 * pdf.js is handed `pdf` itself, not a copy: it is the caller's no longer.
 */
export async function rasterisePdf(pdf: Uint8Array, options: RasteriseOptions, onPage: (page: Omit<RgbaPage, 'opaque'>, index: number) => Promise<void>): Promise<void> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  const task = getDocument({
    // Not a copy (with pictures as raw samples, the PDF is 100 MB and more): pdf.js takes a
    // Uint8Array that spans its whole buffer as it is (a Buffer it refuses) and may detach it,
    // so the caller must not use `pdf` afterwards.
    data: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    ...pdfJsResources(),
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
    // Soft masks as a browser applies them (Node's defaults ignore a luminosity mask).
    CanvasFactory: SoftMaskCanvasFactory,
    FilterFactory: SoftMaskFilterFactory,
  });
  try {
    const doc = await task.promise;
    const canvas = createCanvas(options.width, options.height);
    const context = withSoftMasks(canvas.getContext('2d'));
    // Two page buffers in turn: one being encoded while the next page is copied into the other
    // (allocating 35 MB an A4 page at 300 ppi cost more than the copy, in page faults and GC).
    const buffers: Buffer[] = [];
    let pending: Promise<void> = Promise.resolve();
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const white = options.background(number - 1) === 'white';
      // pdf.js fills the canvas with the background first: white covers the last page, clear does not.
      if (!white) context.clearRect(0, 0, options.width, options.height);
      await page.render({
        canvas: null,
        // pdf.js's types name the DOM's context; Skia's implements what pdf.js calls.
        canvasContext: context as unknown as NonNullable<Parameters<typeof page.render>[0]['canvasContext']>,
        viewport,
        // The page stretched to whole pixels: at most half a pixel over the page, and no edge
        // column half covered by a background that fills the page.
        transform: [options.width / viewport.width, 0, 0, options.height / viewport.height, 0, 0],
        background: white ? '#ffffff' : 'rgba(0, 0, 0, 0)',
        annotationMode: 0,
      }).promise;
      page.cleanup();
      // A copy of the canvas's own premultiplied pixels (data() is a view of them, and the canvas
      // is drawn on again while this page is encoded): a plain copy, where getImageData would also
      // unpremultiply on this thread; sharp does that in its own.
      const drawn = canvas.data();
      buffers[number % 2] ??= Buffer.allocUnsafe(drawn.length);
      const pixels = buffers[number % 2]!;
      drawn.copy(pixels);
      await pending;
      pending = onPage({ data: pixels, width: options.width, height: options.height, premultiplied: true }, number - 1);
      // Handled here for the while the next page is drawn; the failure still surfaces when awaited.
      pending.catch(() => {});
    }
    await pending;
  } finally {
    await task.destroy();
  }
}
