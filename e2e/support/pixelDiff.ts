import { PNG } from 'pngjs';

/**
 * Pixel comparison of two renders of one page (the editor's canvas and the exported PDF
 * rasterised), for the export fidelity test.
 *
 * A pixel differs when some channel differs by more than `tolerance` AND the difference is not
 * explained by anti-aliasing: no pixel within `reach` px in the other picture matches it within
 * the tolerance, looked at from both sides. An edge drawn a fraction of a pixel elsewhere, or
 * smoothed otherwise, finds its colour next door; a missing, misplaced or wrongly coloured area
 * does not.
 */
export interface DiffOptions {
  /** Per channel, 0-255. */
  tolerance: number;
  /** How far (px) a matching neighbour may be. */
  reach: number;
}

export interface PixelDiff {
  /** Pixels compared: the area both pictures cover. */
  total: number;
  /** Pixels that differ beyond the tolerance and anti-aliasing. */
  different: number;
  /** different / total. */
  ratio: number;
  /** The differing pixels in red over a faded copy of `a`. */
  image: PNG;
  /** 1 where a pixel differs, row by row over the compared area. */
  mask: Uint8Array;
  width: number;
}

/** The picture composited on white: both sides are compared as they would print on paper. */
export function onWhite(png: PNG): PNG {
  const out = new PNG({ width: png.width, height: png.height });
  for (let i = 0; i < png.data.length; i += 4) {
    const alpha = png.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) out.data[i + c] = Math.round(png.data[i + c]! * alpha + 255 * (1 - alpha));
    out.data[i + 3] = 255;
  }
  return out;
}

function close(a: PNG, i: number, b: PNG, j: number, tolerance: number): boolean {
  return Math.abs(a.data[i]! - b.data[j]!) <= tolerance && Math.abs(a.data[i + 1]! - b.data[j + 1]!) <= tolerance && Math.abs(a.data[i + 2]! - b.data[j + 2]!) <= tolerance;
}

/** Whether pixel (x, y) of `a` has a match in `b` within `reach` px. */
function matchedNear(a: PNG, b: PNG, x: number, y: number, width: number, height: number, { tolerance, reach }: DiffOptions): boolean {
  const i = (y * a.width + x) * 4;
  for (let dy = -reach; dy <= reach; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= height) continue;
    for (let dx = -reach; dx <= reach; dx++) {
      const xx = x + dx;
      if (xx < 0 || xx >= width) continue;
      if (close(a, i, b, (yy * b.width + xx) * 4, tolerance)) return true;
    }
  }
  return false;
}

/** Compares two opaque pictures over the area both cover (sizes may differ by a rounding pixel). */
export function diffPictures(a: PNG, b: PNG, options: DiffOptions): PixelDiff {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const image = new PNG({ width, height });
  const mask = new Uint8Array(width * height);
  let different = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ia = (y * a.width + x) * 4;
      const o = (y * width + x) * 4;
      const same = close(a, ia, b, (y * b.width + x) * 4, options.tolerance);
      const differs = !same && !matchedNear(a, b, x, y, width, height, options) && !matchedNear(b, a, x, y, width, height, options);
      if (differs) {
        different += 1;
        mask[y * width + x] = 1;
        image.data.set([255, 0, 0, 255], o);
      } else {
        // A faded copy, so the differences can be placed on the page.
        for (let c = 0; c < 3; c++) image.data[o + c] = 255 - Math.round((255 - a.data[ia + c]!) * 0.25);
        image.data[o + 3] = 255;
      }
    }
  }
  return { total: width * height, different, ratio: different / (width * height), image, mask, width };
}

/** The share of differing pixels inside a box (px of the compared pictures), clipped to them. */
export function diffRatioIn(diff: PixelDiff, box: { left: number; top: number; right: number; bottom: number }): number {
  const height = diff.total / diff.width;
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(diff.width, Math.ceil(box.right));
  const bottom = Math.min(height, Math.ceil(box.bottom));
  let total = 0;
  let different = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      total += 1;
      different += diff.mask[y * diff.width + x]!;
    }
  }
  return total === 0 ? 0 : different / total;
}
