import { CSS_NAMED_COLORS } from './names';

/**
 * One spelling per colour. The editor stores colours as users and SVG files write them ('#FFF',
 * 'white', 'rgb(255, 255, 255)'); the change-all dialog, the palette and colour extraction must
 * treat those as one colour, so they compare the lowercase #rrggbb form this module produces.
 *
 * Alpha is not part of a palette colour and is dropped, except that a fully transparent colour
 * ('transparent', alpha 0) is no colour at all. So are 'none', '' and paint references such as
 * 'url(#gradient)' or 'currentColor': nothing a user could pick from a palette.
 */

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const RGB = /^rgba?\(\s*([^)]*)\)$/;

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

/** #rrggbb from channel values 0..255 (rounded and clamped). */
export function rgbToHex(r: number, g: number, b: number): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

function fromHex(digits: string): string | undefined {
  if (digits.length <= 4) {
    const [r, g, b, a] = [...digits].map((d) => d + d);
    return a === '00' ? undefined : `#${r}${g}${b}`;
  }
  return digits.slice(6, 8) === '00' ? undefined : `#${digits.slice(0, 6)}`;
}

/** A channel of rgb(): 0..255 or a percentage. */
function channel(value: string): number | undefined {
  const percent = value.endsWith('%');
  const n = Number(percent ? value.slice(0, -1) : value);
  if (value === '' || !Number.isFinite(n)) return undefined;
  return percent ? (n * 255) / 100 : n;
}

function fromRgb(args: string): string | undefined {
  // Both the comma form rgb(1, 2, 3, 0.5) and the space form rgb(1 2 3 / 50%).
  const parts = args.split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const [r, g, b] = parts.slice(0, 3).map(channel);
  if (r === undefined || g === undefined || b === undefined) return undefined;
  const alpha = parts[3];
  if (alpha !== undefined) {
    const a = alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / 100 : Number(alpha);
    if (!Number.isFinite(a)) return undefined;
    if (a <= 0) return undefined;
  }
  return rgbToHex(r, g, b);
}

/**
 * The colour as lowercase #rrggbb, or undefined when the text is no (opaque) colour.
 * Accepts #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and the CSS colour names, in any case.
 */
export function normalizeColor(color: string | null | undefined): string | undefined {
  const value = color?.trim().toLowerCase();
  if (!value) return undefined;
  const hex = HEX.exec(value);
  if (hex) return fromHex(hex[1]!);
  const rgb = RGB.exec(value);
  if (rgb) return fromRgb(rgb[1]!);
  return CSS_NAMED_COLORS[value];
}

/**
 * A colour a user typed into a colour field, as lowercase #rrggbb, or undefined: what
 * `normalizeColor` reads, and also hex digits typed without their '#' (00ff00, fff).
 */
export function parseTypedColor(typed: string): string | undefined {
  const value = typed.trim();
  return normalizeColor(/^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) ? `#${value}` : value);
}

/** True when both texts spell the same colour ('#FFF', 'white' and 'rgb(255,255,255)' do). */
export function sameColor(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalizeColor(a);
  return left !== undefined && left === normalizeColor(b);
}
