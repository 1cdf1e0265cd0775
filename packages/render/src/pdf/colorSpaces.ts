import { parseCmyk, parseColor } from '@layout/model';
import type { PrintProfile } from '../color/printProfile';
import { NO_SCREEN_COLORS, type ScreenColors, screenColor } from '../color/screenColors';
import { InkImage, type InkPicture, isInkPicture } from './cmykPictures';
import { shippedProfileBytes } from './outputProfile';
import type { Pdf } from './paint';

/**
 * The colour spaces of Layout's PDFs, in one place. Every colour an RGB PDF paints is an sRGB colour
 * (the editor's colours are CSS colours, those stored as inks drawn as the print profile shows
 * them, `rgbColors`; pictures are sRGB as prepared), and pdfkit
 * and svg-to-pdfkit write them all as DeviceRGB: colour operators, pictures, gradients' shadings,
 * transparency groups. DeviceRGB says nothing about what the numbers mean, which PDF/X-4 does not
 * allow with a CMYK output intent. A print-ready PDF says it once per resource dictionary instead:
 *
 *   /ColorSpace << /DefaultRGB [/ICCBased <sRGB profile>] >>
 *
 * in the resources of every page, form XObject and tiling pattern, so that every DeviceRGB
 * painted through them is sRGB (ISO 32000-1 8.6.5.6, "Default Colour Spaces"; this covers
 * pictures, shadings and the base of indexed pictures too), and the blending space of every
 * transparency group, which names DeviceRGB (group.ts, pattern.ts, svg-to-pdfkit's groups), is the
 * sRGB space itself. The content streams are not rewritten: a colour stays the numbers the editor
 * shows. docs/decisions.md says why this rather than replacing DeviceRGB.
 *
 * A Print Ready PDF of a product printed in CMYK (issue 26) is written in the press's inks instead
 * (`printInCmyk`): no RGB anywhere, every colour converted through the print profile as it is
 * painted, pure black as black ink alone, colours stored as inks written as exactly those inks.
 */

/** What of pdfkit's references this module reads: a dictionary or stream object's own dictionary. */
interface PdfReference {
  data: unknown;
  end(chunk?: Uint8Array): void;
}

type Dictionary = Record<string, unknown>;

const isDictionary = (value: unknown): value is Dictionary => Object.prototype.toString.call(value) === '[object Object]';
const isReference = (value: unknown): value is PdfReference =>
  typeof value === 'object' && value !== null && 'data' in value && typeof (value as { end?: unknown }).end === 'function';

/**
 * Makes every DeviceRGB of `doc` sRGB from here on (see above): the sRGB profile (packages/render/
 * profiles/sRGB.icc) is embedded once, and every dictionary the document makes is looked at as
 * it is made, whoever makes it (pdfkit's pages and pictures, svg-to-pdfkit's groups and patterns,
 * the painters' own forms): a resource dictionary gets its DefaultRGB, a transparency group in
 * DeviceRGB blends in sRGB. Call it before the first page.
 */
export function calibrateDeviceRgb(doc: Pdf): void {
  const makeRef = doc.ref.bind(doc) as (data?: unknown) => PdfReference;
  const profile = makeRef({ N: 3 });
  profile.end(shippedProfileBytes('sRGB.icc'));
  const srgb = ['ICCBased', profile];
  const withDefaultRgb = (resources: unknown) => {
    const dictionary = isReference(resources) ? resources.data : resources;
    if (!isDictionary(dictionary)) return;
    dictionary.ColorSpace ??= {};
    const spaces = dictionary.ColorSpace;
    if (isDictionary(spaces)) spaces.DefaultRGB ??= srgb;
  };
  const ref = (data?: unknown) => {
    if (isDictionary(data)) {
      // A page's resources (pdfkit makes them with ProcSet first; nothing else has ProcSet at its top).
      if ('ProcSet' in data) withDefaultRgb(data);
      // A form XObject's or a tiling pattern's resources, inline or by reference.
      if ('Resources' in data) withDefaultRgb(data.Resources);
      if (isDictionary(data.Group) && data.Group.S === 'Transparency' && data.Group.CS === 'DeviceRGB') data.Group.CS = srgb;
    }
    return makeRef(data);
  };
  (doc as unknown as { ref: typeof ref }).ref = ref;
}

/**
 * What pdfkit paints a colour with: '#rrggbb' (DeviceRGB; in a CMYK file converted through the
 * profile as it is painted) or four ink percentages, 0 to 100 (DeviceCMYK, written as they are).
 */
export type PdfInk = string | [c: number, m: number, y: number, k: number];

/** A colour as svg-to-pdfkit holds it: its channels (0-255, or four ink percentages) and its opacity. */
type SvgColor = [channels: number[], opacity: number];

/** How one PDF paints the document's colours: the painters' one way to a colour. */
export interface PdfColors {
  /** What pdfkit paints the colour with, or undefined for none (absent, unreadable, fully transparent; a colour's own alpha is dropped). */
  ink(color: string | null | undefined): PdfInk | undefined;
  /** svg-to-pdfkit's `colorCallback`: the SVG's colours as the library read them, and the ink colours (`device-cmyk()`) it cannot read. */
  svgColor(parsed: SvgColor | undefined, raw?: string): SvgColor | undefined;
  /** The pictures embedded in SVG artwork in the press's inks, by their data: URI (a CMYK file's; empty otherwise). */
  svgPictures: ReadonlyMap<string, InkPicture>;
  /** The crop marks' colour: on every plate. RGB black, which the press's RIP separates to four inks; in CMYK, all four at 100 %. */
  registration: PdfInk;
}

/**
 * The colours of an RGB PDF (the standard PDF, an RGB Print Ready PDF): CSS colours as they are,
 * ink colours as the screen shows them (`screen`: through the print profile).
 */
export function rgbColors(screen: ScreenColors): PdfColors {
  return {
    ink: (color) => screenColor(color, screen),
    svgColor(parsed, raw) {
      if (parsed || !raw || !parseCmyk(raw)) return parsed;
      const hex = screenColor(raw, screen);
      const rgb = hex ? parseColor(hex) : undefined;
      return rgb ? [[rgb.r, rgb.g, rgb.b], parseColor(raw)?.a ?? 1] : parsed;
    },
    svgPictures: new Map(),
    registration: '#000000',
  };
}

/**
 * The colours of a CMYK PDF: ink colours as exactly their inks; every other colour as '#rrggbb',
 * which `printInCmyk` converts as it is painted (the one conversion, whoever paints).
 */
export function cmykColors(svgPictures: ReadonlyMap<string, InkPicture>): PdfColors {
  const inks = (color: string | null | undefined): PdfInk | undefined => {
    const cmyk = parseCmyk(color);
    return cmyk ? [cmyk.c, cmyk.m, cmyk.y, cmyk.k] : undefined;
  };
  return {
    ink: (color) => {
      const hex = screenColor(color, NO_SCREEN_COLORS);
      if (!hex) return undefined;
      return inks(color) ?? hex;
    },
    svgColor(parsed, raw) {
      const cmyk = !parsed && raw ? inks(raw) : undefined;
      return cmyk ? [cmyk as number[], parseColor(raw)?.a ?? 1] : parsed;
    },
    svgPictures,
    registration: [100, 100, 100, 100],
  };
}

/** What of pdfkit's internals `printInCmyk` replaces. */
interface ColorInternals {
  _normalizeColor(color: unknown): unknown;
  openImage(src: unknown): unknown;
  _imageCount: number;
}

/**
 * Writes `doc` in the press's inks from here on (call it before the first page), at the two places
 * every colour and picture of a PDF passes through, whoever paints it (the painters, pdfkit's
 * gradients, svg-to-pdfkit):
 *
 * - pdfkit's `_normalizeColor`, which turns every fill, stroke and gradient stop into the numbers
 *   it writes: an RGB colour comes out as the profile's CMYK (`rgbToCmyk`: relative colorimetric
 *   with black point compensation, pure black #000000 as 100 % K alone), so pdfkit writes
 *   `/DeviceCMYK cs c m y k scn`; four numbers (an ink colour) pass as they are; one number (the
 *   grey of pdfkit's opacity masks) stays DeviceGray.
 * - `openImage`: only pictures converted to inks (cmykPictures.ts) are embedded; an RGB picture is
 *   refused rather than written.
 *
 * Every dictionary made from here on is looked at as well: a transparency group that blends in
 * DeviceRGB (group.ts, pattern.ts, svg-to-pdfkit's) blends in DeviceCMYK, which PDF/X-4 allows
 * with a CMYK output intent, and a luminosity soft mask's backdrop (svg-to-pdfkit's masks, black
 * or white in RGB) gets its four components.
 */
export function printInCmyk(doc: Pdf, profile: PrintProfile): void {
  const internals = doc as unknown as ColorInternals;
  const normalize = internals._normalizeColor.bind(doc);
  const converted = new Map<number, number[]>();
  const toInks = (rgb: readonly number[]): number[] => {
    const [r, g, b] = rgb.map((channel) => Math.round(Math.min(1, Math.max(0, channel)) * 255)) as [number, number, number];
    const key = (r << 16) | (g << 8) | b;
    let inks = converted.get(key);
    if (!inks) {
      const { c, m, y, k } = profile.rgbToCmyk({ r, g, b });
      // Percentages to a tenth, as pdfkit wants them: fractions of 1.
      inks = [c, m, y, k].map((ink) => Math.round(ink * 10) / 1000);
      converted.set(key, inks);
    }
    return inks;
  };
  internals._normalizeColor = (color: unknown) => {
    const normalized = normalize(color);
    return Array.isArray(normalized) && normalized.length === 3 ? toInks(normalized as number[]) : normalized;
  };
  internals.openImage = (src: unknown) => {
    if (!isInkPicture(src)) throw new Error('An RGB picture was about to be embedded in a CMYK PDF');
    return new InkImage(src, `I${++internals._imageCount}`);
  };
  const makeRef = doc.ref.bind(doc) as (data?: unknown) => unknown;
  const ref = (data?: unknown) => {
    if (isDictionary(data)) {
      if (isDictionary(data.Group) && data.Group.S === 'Transparency' && data.Group.CS === 'DeviceRGB') data.Group.CS = 'DeviceCMYK';
      const mask = data.SMask;
      if (isDictionary(mask) && mask.S === 'Luminosity' && Array.isArray(mask.BC) && mask.BC.length === 3) mask.BC = toInks(mask.BC as number[]);
    }
    return makeRef(data);
  };
  (doc as unknown as { ref: typeof ref }).ref = ref;
}
