import { normalizeColor, rgbToHex } from './color';

/**
 * Colours extraction (spec 001 section 4.13): the popup offers at most the first 4 colours of an
 * svg or image, all pre-checked; the checked ones join My colours (see palette.ts).
 */

/** The popup offers at most this many colours. */
export const MAX_EXTRACTED_COLORS = 4;

/** A colour offered by the colours extraction popup. */
export interface ExtractedColorChoice {
  color: string;
  checked: boolean;
}

/** The choices of the popup: the first 4 colours, every one checked. */
export function extractionChoices(colors: readonly string[]): ExtractedColorChoice[] {
  return colors.slice(0, MAX_EXTRACTED_COLORS).map((color) => ({ color, checked: true }));
}

/*
 * fill, stroke and stop-color (gradient colours are visible paint too), written either as an
 * attribute (fill="#fff") or as a CSS declaration (style="fill:#fff", or a <style> rule). The
 * look-behind keeps data-fill="" and the like out; fill-opacity and stroke-width never match
 * because the name must be followed by '=' or ':'.
 */
const PAINT = /(?<![\w-])(?:fill|stroke|stop-color)\s*(?:=\s*(["'])(.*?)\1|:\s*([^;}"'<>]+))/gi;
const COMMENT = /<!--[\s\S]*?-->/g;

/**
 * The colours an SVG paints with, in document order, each once, as lowercase #rrggbb. Comments,
 * 'none', gradients referenced by url(#id) and currentColor are not colours and are skipped.
 * Elements that set no fill paint black by SVG's default; that colour is not written in the file
 * and is not offered.
 */
export function extractSvgColors(svgText: string): string[] {
  const found = new Set<string>();
  for (const match of svgText.replace(COMMENT, '').matchAll(PAINT)) {
    const raw = (match[2] ?? match[3] ?? '').replace(/!important/i, '');
    const color = normalizeColor(raw);
    if (color !== undefined) found.add(color);
  }
  return [...found];
}

/** Pixels with less alpha than this are treated as transparent and ignored. */
export const OPAQUE_ALPHA_MIN = 128;
/** Bits kept per channel when grouping pixels: 3 bits, 8 levels, 512 groups in all. */
const BITS_PER_CHANNEL = 3;
const SHIFT = 8 - BITS_PER_CHANNEL;

/**
 * The main colours of an image, most frequent first, at most `max` (4 by default).
 *
 * A deliberately simple, deterministic quantisation: each opaque pixel falls into one of 512
 * groups by the top 3 bits of red, green and blue; the groups are ranked by pixel count (ties by
 * first appearance, reading rows top to bottom) and each is represented by the average colour of
 * its pixels. Same pixels in, same colours out, on every machine.
 *
 * @param rgba pixels as canvas ImageData gives them: red, green, blue, alpha, 0..255 each.
 */
export function extractImageColors(rgba: Uint8ClampedArray | readonly number[], width: number, height: number, max: number = MAX_EXTRACTED_COLORS): string[] {
  // Clamped bytes, so that plain numbers outside 0..255 cannot spill into a neighbouring group.
  const data = rgba instanceof Uint8ClampedArray ? rgba : Uint8ClampedArray.from(rgba);
  const pixels = Math.min(Math.max(0, Math.floor(width) * Math.floor(height)), Math.floor(data.length / 4));
  const groups = 1 << (3 * BITS_PER_CHANNEL);
  const count = new Uint32Array(groups);
  const first = new Int32Array(groups).fill(-1);
  const sum = new Float64Array(groups * 3);
  for (let i = 0; i < pixels; i++) {
    const o = i * 4;
    const [r, g, b, a] = [data[o]!, data[o + 1]!, data[o + 2]!, data[o + 3]!];
    if (a < OPAQUE_ALPHA_MIN) continue;
    const key = ((r >> SHIFT) << (2 * BITS_PER_CHANNEL)) | ((g >> SHIFT) << BITS_PER_CHANNEL) | (b >> SHIFT);
    if (first[key] === -1) first[key] = i;
    count[key]! += 1;
    sum[key * 3]! += r;
    sum[key * 3 + 1]! += g;
    sum[key * 3 + 2]! += b;
  }
  const used = [...count.keys()].filter((key) => count[key]! > 0);
  used.sort((x, y) => count[y]! - count[x]! || first[x]! - first[y]!);
  return used.slice(0, Math.max(0, Math.floor(max))).map((key) => {
    const n = count[key]!;
    return rgbToHex(sum[key * 3]! / n, sum[key * 3 + 1]! / n, sum[key * 3 + 2]! / n);
  });
}
