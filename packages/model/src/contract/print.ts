import { z } from 'zod';
import { defineRoute } from './route';

/** The most colours one check takes: a design's colours are a few dozen. */
export const PRINT_COLORS_MAX = 200;

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'a colour as lowercase #rrggbb');

/** POST /api/print/colors: screen colours to check against the print profile. */
export const printColorsBodySchema = z.object({ colors: z.array(hexColor).min(1).max(PRINT_COLORS_MAX) });

/** How the press prints one screen colour. */
export const printedColorSchema = z.object({
  color: hexColor,
  /** The ink percentages the Print Ready PDF uses for it (pure black: 100 % K). */
  cmyk: z.object({ c: z.number(), m: z.number(), y: z.number(), k: z.number() }),
  /** The nearest colour the press can print, as the screen shows it. */
  printed: hexColor,
  /** CIEDE2000 between the screen colour and `printed`. */
  difference: z.number().min(0),
});
export type PrintedColorAnswer = z.infer<typeof printedColorSchema>;

export const printColorsResponseSchema = z.object({
  /** The print profile's description ('Layout Coated FOGRA39' or the print company's own). */
  profile: z.string(),
  colors: z.array(printedColorSchema),
});
export type PrintColorsResponse = z.infer<typeof printColorsResponseSchema>;

/**
 * The print profile (not in the spec): how the press prints the colours of a design, for the
 * Download dialog's print check. Computed on the server, where the profile is, with the same
 * Little CMS conversions as the Print Ready PDF's CMYK.
 */
export const printContract = {
  printColors: defineRoute({
    method: 'POST',
    path: '/print/colors',
    summary: 'How the print profile prints screen colours: CMYK, the nearest printable colour and how far it is',
    body: printColorsBodySchema,
    response: { 200: printColorsResponseSchema },
  }),
};
