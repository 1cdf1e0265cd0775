import { colord, extend } from 'colord';
import cmykPlugin from 'colord/plugins/cmyk';
import namesPlugin from 'colord/plugins/names';
import { formatCmyk, parseCmyk } from './cmyk';

/**
 * One spelling per colour. The editor stores colours as users and SVG files write them ('#FFF',
 * 'white', 'rgb(255, 255, 255)'); the change-all dialog, the palette and colour extraction must
 * treat those as one colour, so they compare the lowercase #rrggbb form this module produces.
 *
 * Alpha is not part of a palette colour and is dropped, except that a fully transparent colour
 * ('transparent', alpha 0) is no colour at all. So are 'none', '' and paint references such as
 * 'url(#gradient)' or 'currentColor': nothing a user could pick from a palette.
 */

// colord reads every CSS colour syntax (hex, rgb(), hsl(), both comma and space forms) and, with
// its names plugin, the 148 CSS colour names: one parser for the whole project. Its cmyk plugin
// reads device-cmyk() with CSS Color 5's naive formula (see cmyk.ts for what CMYK colours are).
extend([namesPlugin, cmykPlugin]);

/** A colour text as channels (0..255, alpha 0..1), or undefined when it is no colour ('none', 'url(#g)'). */
export function parseColor(color: string | null | undefined): { r: number; g: number; b: number; a: number } | undefined {
  const value = color?.trim().toLowerCase();
  if (!value) return undefined;
  const parsed = colord(value);
  return parsed.isValid() ? parsed.rgba : undefined;
}

/** #rrggbb from channel values 0..255 (rounded and clamped). */
export function rgbToHex(r: number, g: number, b: number): string {
  return colord({ r, g, b }).toHex();
}

/** #rrggbb for an opaque colour, #rrggbbaa for one that is not. */
export function rgbaToHex(rgba: { r: number; g: number; b: number; a: number }): string {
  return colord(rgba).toHex();
}

/**
 * The colour's one spelling, or undefined when the text is no (opaque) colour: lowercase #rrggbb
 * for a screen colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), hsl() and the CSS colour
 * names, in any case), `device-cmyk(C% M% Y% K%)` for a colour stored as inks, which stays inks.
 */
export function normalizeColor(color: string | null | undefined): string | undefined {
  const rgba = parseColor(color);
  if (!rgba || rgba.a <= 0) return undefined;
  const cmyk = parseCmyk(color);
  return cmyk ? formatCmyk(cmyk) : rgbToHex(rgba.r, rgba.g, rgba.b);
}

/**
 * A colour a user typed into a colour field, in `normalizeColor`'s spelling, or undefined: what
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
