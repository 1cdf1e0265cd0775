import type { FillPattern } from '@layout/model';

/** The largest side of the bitmap an svg_image's pattern fill is composed in (memory and time). */
const MAX_SIDE = 4096;

/**
 * Paints an svg_image filled with an image pattern: the pattern picture, placed as a shape's
 * pattern is (at x, y of the box, times scale; tiled as `repeat` says), seen only through the
 * artwork's silhouette (its alpha). Composed in a bitmap of its own, at the resolution it is
 * drawn at (`pixelsPerUnit`), since masking on the page's canvas would also mask what lies below.
 * `reuse` is the bitmap of an earlier paint with the same inputs, kept by the caller.
 */
export function paintPatternSvg(
  ctx: { drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void },
  box: { width: number; height: number },
  artwork: CanvasImageSource,
  picture: CanvasImageSource,
  pattern: Pick<FillPattern, 'x' | 'y' | 'scale' | 'repeat'>,
  pixelsPerUnit: number,
  reuse: HTMLCanvasElement | null,
): HTMLCanvasElement | null {
  const ratio = Math.min(pixelsPerUnit, MAX_SIDE / Math.max(box.width, box.height, 1));
  const width = Math.max(1, Math.round(box.width * ratio));
  const height = Math.max(1, Math.round(box.height * ratio));
  let canvas = reuse;
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const composed = canvas.getContext('2d');
    const fill = composed?.createPattern(picture, pattern.repeat);
    if (!composed || !fill) return null;
    composed.drawImage(artwork, 0, 0, width, height);
    composed.globalCompositeOperation = 'source-in';
    // The pattern's placement in the box, in the bitmap's pixels.
    const sx = width / box.width;
    const sy = height / box.height;
    fill.setTransform({ a: pattern.scale * sx, d: pattern.scale * sy, e: pattern.x * sx, f: pattern.y * sy });
    composed.fillStyle = fill;
    composed.fillRect(0, 0, width, height);
  }
  ctx.drawImage(canvas, 0, 0, box.width, box.height);
  return canvas;
}
