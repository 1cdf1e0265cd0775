/**
 * CMYK colours in the document (issue 26). A colour the user enters as ink percentages is stored
 * as the CSS Color 5 spelling `device-cmyk(C% M% Y% K%)`, so it travels through every colour
 * field, palette and brand colour as the strings they already hold, and it is printed as exactly
 * those inks: the Print Ready PDF writes the four numbers, never a round trip through RGB.
 *
 * Browsers draw no device-cmyk(): the screen shows such a colour through the print profile (the
 * web app's screen colours). Where no profile is at hand (palettes, colour extraction, the server's
 * comparisons) `parseColor` reads it with the naive formula of CSS Color 5 (r = 255 (1 - C)(1 - K)).
 */

/** Ink percentages, 0 to 100. */
export interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

const NUMBER = String.raw`([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)(%?)`;
const DEVICE_CMYK = new RegExp(String.raw`^device-cmyk\(\s*${NUMBER}\s+${NUMBER}\s+${NUMBER}\s+${NUMBER}\s*(?:/\s*${NUMBER}\s*)?\)$`, 'i');

/** Percentages to a tenth: finer than any press holds, and one spelling per colour. */
const ink = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10 + 0;

/**
 * The inks of a `device-cmyk()` colour (components as percentages, or as numbers 0 to 1 as CSS
 * allows), or undefined for any other text. An alpha after '/' is read by `parseColor`, not here.
 */
export function parseCmyk(color: string | null | undefined): Cmyk | undefined {
  const match = DEVICE_CMYK.exec(color?.trim() ?? '');
  if (!match) return undefined;
  const component = (index: number) => Number(match[index]) * (match[index + 1] ? 1 : 100);
  const [c, m, y, k] = [1, 3, 5, 7].map(component) as [number, number, number, number];
  if (![c, m, y, k].every(Number.isFinite)) return undefined;
  return { c: ink(c), m: ink(m), y: ink(y), k: ink(k) };
}

/** The one spelling of a CMYK colour: `device-cmyk(0% 100% 100% 0%)`, percentages to a tenth. */
export function formatCmyk(cmyk: Cmyk): string {
  return `device-cmyk(${ink(cmyk.c)}% ${ink(cmyk.m)}% ${ink(cmyk.y)}% ${ink(cmyk.k)}%)`;
}

/** True when the colour is stored as inks (`device-cmyk()`). */
export const isCmykColor = (color: string | null | undefined): boolean => parseCmyk(color) !== undefined;

/**
 * A colour as the user is told it (swatch tooltips and names, the brand colours' captions): the
 * inks of a CMYK colour ('C 0 M 100 Y 100 K 0'), which its device-cmyk() text hides in noise;
 * any other colour as it is written.
 */
export function colorName(color: string): string {
  const cmyk = parseCmyk(color);
  return cmyk ? `C ${cmyk.c} M ${cmyk.m} Y ${cmyk.y} K ${cmyk.k}` : color;
}
