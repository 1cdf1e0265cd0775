import { type Canvas, type SKRSContext2D, createCanvas } from '@napi-rs/canvas';

/**
 * Soft masks for pdf.js in Node. pdf.js applies a luminosity soft mask (what svg-to-pdfkit writes
 * for an SVG gradient's stop-opacity, and for SVG masks) and a soft mask's transfer function
 * through an SVG filter, `ctx.filter = 'url(#...)'`, just before drawing the mask with
 * 'destination-in'. Node has no DOM for such filters, so its filter factory answers 'none' and
 * the mask's alpha is used instead of its luminosity: a gradient fading to transparent prints
 * opaque. Here the filter factory answers a filter name that says which conversion is wanted,
 * the canvases pdf.js draws groups and masks on are ours, and their drawImage converts the mask
 * itself when that filter is set, as the browser's SVG filter would (pdf.js's own matrix: alpha =
 * 0.3 R + 0.59 G + 0.11 B, then the transfer table).
 */

const FILTER_PREFIX = 'layout-mask:';

/** A filter name carrying the conversion: 'L' (luminosity) or 'A' (alpha), and the transfer table if any. */
function maskFilter(kind: 'L' | 'A', map: ArrayLike<number> | null | undefined): string {
  return `${FILTER_PREFIX}${kind}:${map ? Buffer.from(Array.from(map, (v) => Math.max(0, Math.min(255, Math.round(v))))).toString('base64') : ''}`;
}

/** pdf.js's `FilterFactory` for Node: masks are converted by `drawImage` (see `SoftMaskCanvasFactory`); nothing else is filtered. */
export class SoftMaskFilterFactory {
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(map: ArrayLike<number> | null): string {
    return map ? maskFilter('A', map) : 'none';
  }
  addLuminosityFilter(map: ArrayLike<number> | null): string {
    return maskFilter('L', map);
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}

interface CanvasAndContext {
  canvas: Canvas | null;
  context: SKRSContext2D | null;
}

/** pdf.js's `CanvasFactory` for Node: Skia canvases whose drawImage applies our mask filters. */
export class SoftMaskCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = createCanvas(width, height);
    return { canvas, context: withSoftMasks(canvas.getContext('2d')) };
  }
  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    target.canvas.width = width;
    target.canvas.height = height;
  }
  destroy(target: CanvasAndContext): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = 0;
    target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

type DrawImage = SKRSContext2D['drawImage'];

/** The context with its own drawImage that converts a mask when one of our filters is set. */
export function withSoftMasks(context: SKRSContext2D): SKRSContext2D {
  const draw = context.drawImage.bind(context) as (...args: unknown[]) => void;
  const drawImage = (...args: unknown[]): void => {
    const filter = context.filter;
    if (!filter.startsWith(FILTER_PREFIX)) {
      draw(...args);
      return;
    }
    // Skia must never draw with our filter name set (it does not survive it): 'none' around every draw.
    context.filter = 'none';
    try {
      // pdf.js draws a mask as (canvas, sx, sy, sw, sh, dx, dy, dw, dh); anything else is drawn as it is.
      if (args.length !== 9) {
        draw(...args);
        return;
      }
      const [image, sx, sy, sw, sh, dx, dy, dw, dh] = args as [Canvas, number, number, number, number, number, number, number, number];
      draw(convertMask(image, filter.slice(FILTER_PREFIX.length), sx, sy, sw, sh), 0, 0, sw, sh, dx, dy, dw, dh);
    } finally {
      context.filter = filter;
    }
  };
  // An own property shadows the prototype's method on this context alone.
  Object.defineProperty(context, 'drawImage', { value: drawImage as DrawImage, configurable: true, writable: true });
  return context;
}

/** The part of the mask as a canvas whose alpha is its luminosity (or alpha) through the transfer table. */
function convertMask(source: Canvas, spec: string, sx: number, sy: number, sw: number, sh: number): Canvas {
  const [kind, table] = spec.split(':') as [string, string | undefined];
  const map = table ? Buffer.from(table, 'base64') : undefined;
  const width = Math.max(1, Math.round(sw));
  const height = Math.max(1, Math.round(sh));
  const pixels = source.getContext('2d').getImageData(Math.round(sx), Math.round(sy), width, height);
  // One 32-bit word a pixel, R in the low byte (every platform Node runs on is little-endian);
  // luminosity in integers: 77, 151, 28 / 256 is 0.3, 0.59, 0.11 to within half a level.
  const words = new Uint32Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.length / 4);
  const luminosity = kind === 'L';
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!;
    const value = luminosity ? ((v & 0xff) * 77 + ((v >>> 8) & 0xff) * 151 + ((v >>> 16) & 0xff) * 28 + 128) >>> 8 : v >>> 24;
    words[i] = ((map ? map[value]! : value) << 24) >>> 0;
  }
  const out = createCanvas(width, height);
  out.getContext('2d').putImageData(pixels, 0, 0);
  return out;
}
