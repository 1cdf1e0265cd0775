import type { FontCategory, TextStyle } from '@layout/model';

/**
 * The font library a new Layout starts with: families from @fontsource packages (each under the
 * SIL Open Font License 1.1, listed with their authors in docs/THIRD_PARTY_FONTS.md), their Latin
 * faces unpacked from WOFF to plain TrueType by the seed. A stored font is one face (spec 001
 * section 3: bold and italic only for the default font), so a family with a heavier face appears
 * twice: 'Montserrat' and 'Montserrat Bold'.
 */

/** Category ids are fixed: uploads go to category 1 (spec 000 section 5), the most common kind. */
export const FONT_CATEGORIES: readonly FontCategory[] = [
  { id: 1, name: 'Sans serif', order: 1 },
  { id: 2, name: 'Serif', order: 2 },
  { id: 3, name: 'Display', order: 3 },
  { id: 4, name: 'Script & handwriting', order: 4 },
  { id: 5, name: 'Monospace', order: 5 },
];

const SANS = 1;
const SERIF = 2;
const DISPLAY = 3;
const SCRIPT = 4;
const MONO = 5;

/** A family of the seed: its @fontsource package, the name shown, its category and weights. */
export interface SeedFamily {
  /** Package name under @fontsource/ (also the file name prefix). */
  package: string;
  family: string;
  categoryId: number;
  /** CSS weights to install; 400 is the plain name, others get the weight's name appended. */
  weights: readonly number[];
}

export const SEED_FAMILIES: readonly SeedFamily[] = [
  { package: 'montserrat', family: 'Montserrat', categoryId: SANS, weights: [400, 700, 800] },
  { package: 'open-sans', family: 'Open Sans', categoryId: SANS, weights: [400, 700] },
  { package: 'lato', family: 'Lato', categoryId: SANS, weights: [400, 700] },
  { package: 'poppins', family: 'Poppins', categoryId: SANS, weights: [400, 600] },
  { package: 'raleway', family: 'Raleway', categoryId: SANS, weights: [400, 700] },
  { package: 'nunito', family: 'Nunito', categoryId: SANS, weights: [400, 700] },
  { package: 'work-sans', family: 'Work Sans', categoryId: SANS, weights: [400, 600] },
  { package: 'source-sans-3', family: 'Source Sans 3', categoryId: SANS, weights: [400, 700] },
  { package: 'josefin-sans', family: 'Josefin Sans', categoryId: SANS, weights: [400, 700] },
  { package: 'playfair-display', family: 'Playfair Display', categoryId: SERIF, weights: [400, 700] },
  { package: 'merriweather', family: 'Merriweather', categoryId: SERIF, weights: [400, 700] },
  { package: 'lora', family: 'Lora', categoryId: SERIF, weights: [400, 700] },
  { package: 'eb-garamond', family: 'EB Garamond', categoryId: SERIF, weights: [400, 600] },
  { package: 'libre-baskerville', family: 'Libre Baskerville', categoryId: SERIF, weights: [400, 700] },
  { package: 'cormorant-garamond', family: 'Cormorant Garamond', categoryId: SERIF, weights: [500, 700] },
  { package: 'bebas-neue', family: 'Bebas Neue', categoryId: DISPLAY, weights: [400] },
  { package: 'oswald', family: 'Oswald', categoryId: DISPLAY, weights: [400, 600] },
  { package: 'abril-fatface', family: 'Abril Fatface', categoryId: DISPLAY, weights: [400] },
  { package: 'anton', family: 'Anton', categoryId: DISPLAY, weights: [400] },
  { package: 'alfa-slab-one', family: 'Alfa Slab One', categoryId: DISPLAY, weights: [400] },
  { package: 'righteous', family: 'Righteous', categoryId: DISPLAY, weights: [400] },
  { package: 'dancing-script', family: 'Dancing Script', categoryId: SCRIPT, weights: [400, 700] },
  { package: 'pacifico', family: 'Pacifico', categoryId: SCRIPT, weights: [400] },
  { package: 'great-vibes', family: 'Great Vibes', categoryId: SCRIPT, weights: [400] },
  { package: 'caveat', family: 'Caveat', categoryId: SCRIPT, weights: [400, 700] },
  { package: 'sacramento', family: 'Sacramento', categoryId: SCRIPT, weights: [400] },
  { package: 'lobster', family: 'Lobster', categoryId: SCRIPT, weights: [400] },
  { package: 'space-mono', family: 'Space Mono', categoryId: MONO, weights: [400, 700] },
  { package: 'source-code-pro', family: 'Source Code Pro', categoryId: MONO, weights: [400, 600] },
];

const WEIGHT_NAMES: Record<number, string> = { 300: 'Light', 400: '', 500: 'Medium', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold', 900: 'Black' };

/** The stored name of a face: 'Montserrat' for 400, 'Montserrat Bold' for 700. */
export function faceName(family: string, weight: number): string {
  const suffix = WEIGHT_NAMES[weight] ?? String(weight);
  return suffix ? `${family} ${suffix}` : family;
}

/** One style of a seed combination, naming its font by face name (ids are known once stored). */
type SeedStyle = Omit<TextStyle, 'fontId' | 'fontWeight' | 'fontStyle'> & { font: string };

/** A premade combination of the seed. */
export interface SeedCombination {
  name: string;
  styles: readonly SeedStyle[];
}

/**
 * Builds the seven styles from three faces: a heading face (h1, h2), a sub face (h3, subheading,
 * boxed text) and a body face (body text, caption), at sizes near the spec's defaults (h1 26, h2
 * 22, h3 18, subheading 14, body 9, caption 7, boxed 12 pt) tuned to each face's proportions.
 */
function styles(
  heading: string,
  sub: string,
  body: string,
  sizes: { h1: number; h2: number; h3: number; subTitle: number; body1: number; captionText: number; boxedText: number },
  spacing: { heading?: number; sub?: number; lineHeight?: number } = {},
): SeedStyle[] {
  const lineHeight = spacing.lineHeight ?? 1.3;
  return [
    { name: 'h1', font: heading, size: sizes.h1, lineHeight: 1.2, letterSpacing: spacing.heading ?? 0 },
    { name: 'h2', font: heading, size: sizes.h2, lineHeight: 1.2, letterSpacing: spacing.heading ?? 0 },
    { name: 'h3', font: sub, size: sizes.h3, lineHeight: 1.3, letterSpacing: spacing.sub ?? 0 },
    { name: 'subTitle', font: sub, size: sizes.subTitle, lineHeight: 1.3, letterSpacing: spacing.sub ?? 0 },
    { name: 'body1', font: body, size: sizes.body1, lineHeight, letterSpacing: 0 },
    { name: 'captionText', font: body, size: sizes.captionText, lineHeight, letterSpacing: 0 },
    { name: 'boxedText', font: sub, size: sizes.boxedText, lineHeight: 1.3, letterSpacing: spacing.sub ?? 0 },
  ];
}

const STANDARD = { h1: 26, h2: 22, h3: 18, subTitle: 14, body1: 9, captionText: 7, boxedText: 12 };

export const SEED_COMBINATIONS: readonly SeedCombination[] = [
  { name: 'Modern Classic', styles: styles('Playfair Display Bold', 'Montserrat Bold', 'Montserrat', STANDARD) },
  { name: 'Clean Business', styles: styles('Montserrat ExtraBold', 'Montserrat Bold', 'Open Sans', { ...STANDARD, h1: 24, h2: 20 }) },
  { name: 'Elegant Script', styles: styles('Great Vibes', 'Cormorant Garamond Bold', 'Lato', { ...STANDARD, h1: 36, h2: 30, h3: 18, subTitle: 14 }, { sub: 0.5 }) },
  { name: 'Bold Statement', styles: styles('Bebas Neue', 'Oswald', 'Source Sans 3', { ...STANDARD, h1: 34, h2: 28, h3: 20, subTitle: 15 }, { heading: 1, sub: 0.5 }) },
  { name: 'Friendly', styles: styles('Poppins SemiBold', 'Poppins SemiBold', 'Nunito', { ...STANDARD, h1: 25, h2: 21, h3: 17, subTitle: 13 }) },
  { name: 'Literary', styles: styles('Libre Baskerville Bold', 'Lora Bold', 'Lora', { ...STANDARD, h1: 24, h2: 20, h3: 16, subTitle: 13 }, { lineHeight: 1.4 }) },
  { name: 'Handmade', styles: styles('Pacifico', 'Caveat Bold', 'Nunito', { ...STANDARD, h1: 28, h2: 23, h3: 20, subTitle: 16, boxedText: 14 }) },
  { name: 'Studio Mono', styles: styles('Space Mono Bold', 'Work Sans SemiBold', 'Work Sans', { ...STANDARD, h1: 24, h2: 20, h3: 16, subTitle: 13 }, { heading: -0.5 }) },
];
