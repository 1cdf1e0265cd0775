import { type Cmyk, type SvgVariant, formatCmyk, normalizeColor, parseCmyk, parseColor, rgbToHex, variantWithColors } from '@layout/model';

/**
 * What colours stored as inks (`device-cmyk()`, issue 26) look like where a picture is made of
 * RGB: the JPG and PNG export, the standard PDF and an RGB Print Ready PDF. The editor shows such
 * a colour through the print profile, so these do too: each ink colour of a design is converted
 * once, before drawing (painters draw synchronously), and looked up by its one spelling.
 */

/** Each ink colour of a design (formatCmyk's spelling) with its screen colour (#rrggbb) through the print profile. */
export type ScreenColors = ReadonlyMap<string, string>;

/** No ink colours: every colour is drawn as it is written. */
export const NO_SCREEN_COLORS: ScreenColors = new Map();

/**
 * Every colour stored as inks anywhere in these values (a design's pages and assets: fills,
 * strokes, text colours, an SVG's colour replacements...), in formatCmyk's spelling. Every string
 * is looked at, so a colour field added later is found without being named here.
 */
export function inkColorsIn(...values: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const inks = value.includes('cmyk') ? parseCmyk(value) : undefined;
      if (inks) found.add(formatCmyk(inks));
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return [...found];
}

/** The screen colours of `colors` (ink colours), through `cmykToRgb` (the print profile's). */
export function screenColorsOf(colors: readonly string[], cmykToRgb: (cmyk: Cmyk) => { r: number; g: number; b: number }): ScreenColors {
  const screen = new Map<string, string>();
  for (const color of colors) {
    const inks = parseCmyk(color);
    if (!inks) continue;
    const { r, g, b } = cmykToRgb(inks);
    screen.set(formatCmyk(inks), rgbToHex(r, g, b));
  }
  return screen;
}

/**
 * A colour as #rrggbb for a canvas or an RGB PDF, or undefined for none (absent, unreadable, fully
 * transparent). A colour's own alpha is dropped (the asset's opacity still applies). An ink colour
 * is its screen colour from `screen`; one missing there (a caller that did not convert the
 * design's colours) falls back to CSS Color 5's naive formula rather than printing nothing.
 */
export function screenColor(color: string | null | undefined, screen: ScreenColors): string | undefined {
  const normalized = normalizeColor(color);
  if (!normalized) return undefined;
  const inks = parseCmyk(normalized);
  if (!inks) return normalized;
  const known = screen.get(normalized);
  if (known) return known;
  const naive = parseColor(normalized)!;
  return rgbToHex(naive.r, naive.g, naive.b);
}

/**
 * An SVG's colour changes as a browser or librsvg can draw them: its ink colours (replacements,
 * one-colour fill, border) as their screen colours. The PDF's svg-to-pdfkit reads them itself
 * (colorSpaces.ts `svgColor`), so the print keeps the inks.
 */
export function variantOnScreen(variant: SvgVariant, screen: ScreenColors): SvgVariant {
  return variantWithColors(variant, (color) => (parseCmyk(color) ? (screenColor(color, screen) ?? color) : color));
}
