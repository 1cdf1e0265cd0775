import { z } from 'zod';
import { DEFAULT_FONT_FAMILY, type TextConfig } from '../assets/text';
import { BOXED_TEXT_PADDING, DEFAULT_LINE_HEIGHT, SECONDARY_COLOR, TEXT_STYLE_SIZES_PT } from '../constants';
import type { DesignContent } from '../document/content';
import { addedAssets, mapAssets } from '../ops/collection';
import { idOrZeroSchema } from '../validation/ids';
import { TEXT_STYLES, type TextStyleName, addTextAsset } from '../ops/add';
import { ptToPx } from '../units';
import { DEFAULT_FONT_ID } from './fonts';

/**
 * Text styles and font combinations (spec 001 section 3 "Text style", spec 000 section 3 "Font
 * combination"): a premade combination names a font, size, line height, letter spacing and weight
 * for each of the seven styles of the Text panel.
 */

/** The seven style names, in the Text panel's order. */
export const TEXT_STYLE_NAMES = TEXT_STYLES.map((s) => s.name) as [TextStyleName, ...TextStyleName[]];

/** A weight as the API may send it: a keyword or a CSS number (600 and above is bold). */
const fontWeightSchema = z.union([z.enum(['normal', 'bold']), z.number().int().min(100).max(900)]);

/** One style of a font combination. Ranges are those of the text steppers (spec 001 section 5). */
export const textStyleSchema = z.object({
  name: z.enum(TEXT_STYLE_NAMES),
  fontId: idOrZeroSchema,
  size: z.number().min(0).max(180),
  lineHeight: z.number().min(1).max(3).default(DEFAULT_LINE_HEIGHT),
  letterSpacing: z.number().min(-10).max(10).default(0),
  fontWeight: fontWeightSchema.default('normal'),
  fontStyle: z.enum(['normal', 'italic']).default('normal'),
});
/** One style of a font combination, defaults applied. */
export type TextStyle = z.infer<typeof textStyleSchema>;

/** A premade font combination (GET /api/font-combinations). */
export const fontCombinationSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(200),
  order: z.number().int(),
  textStyles: z.array(textStyleSchema).max(TEXT_STYLE_NAMES.length * 4),
});
/** A premade font combination. */
export type FontCombination = z.infer<typeof fontCombinationSchema>;

/** Weights from this CSS number up are bold. */
const BOLD_WEIGHT_MIN = 600;

/** True when the style sets bold. */
export function styleIsBold(style: TextStyle): boolean {
  return style.fontWeight === 'bold' || (typeof style.fontWeight === 'number' && style.fontWeight >= BOLD_WEIGHT_MIN);
}

/** True when the style sets italic. */
export function styleIsItalic(style: TextStyle): boolean {
  return style.fontStyle === 'italic';
}

/** Headings H1 and H2 are bold, as the Text panel adds them (ops/add.ts textConfigForStyle). */
const BOLD_BY_DEFAULT: ReadonlySet<TextStyleName> = new Set(['h1', 'h2']);

/**
 * The styles used without a font combination: the default font, the spec's sizes (h1 26, h2 22,
 * h3 18, subTitle 14, body1 9, captionText 7, boxedText 12 pt), line height 1.3, no spacing.
 */
export function defaultTextStyles(): TextStyle[] {
  return TEXT_STYLE_NAMES.map((name) => ({
    name,
    fontId: DEFAULT_FONT_ID,
    size: TEXT_STYLE_SIZES_PT[name],
    lineHeight: DEFAULT_LINE_HEIGHT,
    letterSpacing: 0,
    fontWeight: BOLD_BY_DEFAULT.has(name) ? 'bold' : 'normal',
    fontStyle: 'normal',
  }));
}

/** The text configuration a style gives, keeping the words, colours and alignment. */
function styled(config: TextConfig, style: TextStyle, fontFamily: string | undefined): TextConfig {
  // A style font whose family is unknown falls back to the default font (spec 001 section 4.11).
  const known = fontFamily ?? (config.fontId === style.fontId ? config.fontFamily : undefined);
  const family = style.fontId === DEFAULT_FONT_ID ? DEFAULT_FONT_FAMILY : known;
  const fontId = family === undefined ? DEFAULT_FONT_ID : style.fontId;
  const boxed = style.name === 'boxedText';
  // Bold and italic exist only for the default font (spec 001 section 3).
  const fontStyle: TextConfig['fontStyle'] = [];
  if (fontId === DEFAULT_FONT_ID && styleIsBold(style)) fontStyle.push('bold');
  if (fontId === DEFAULT_FONT_ID && styleIsItalic(style)) fontStyle.push('italic');
  return {
    ...config,
    fontId,
    fontFamily: family ?? DEFAULT_FONT_FAMILY,
    fontSize: style.size,
    lineHeight: style.lineHeight,
    letterSpacing: style.letterSpacing,
    fontStyle,
    isBoxed: boxed,
    padding: boxed ? BOXED_TEXT_PADDING : 0,
    // A box needs a colour to show; the Text panel's boxed text uses the secondary colour.
    backgroundColor: boxed && config.backgroundColor === '' ? SECONDARY_COLOR : config.backgroundColor,
  };
}

const KEYS = ['fontId', 'fontFamily', 'fontSize', 'lineHeight', 'letterSpacing', 'isBoxed', 'padding', 'backgroundColor'] as const;
const unchanged = (a: TextConfig, b: TextConfig) => KEYS.every((k) => a[k] === b[k]) && a.fontStyle.join() === b.fontStyle.join();

/**
 * Choosing a text style (spec 001 section 4.13): sets font, size, line height, letter spacing,
 * the boxed flag (boxed text with padding 2) and bold/italic.
 * @param fontFamily the family of the style's font, from the font list; not needed for fontId 0.
 */
export function applyTextStyle(content: DesignContent, args: { assetId: string; style: TextStyle; fontFamily?: string }): DesignContent {
  return mapAssets(content, [args.assetId], (asset) => {
    if (asset.type !== 'text') return asset;
    const textConfig = styled(asset.textConfig, args.style, args.fontFamily);
    return unchanged(asset.textConfig, textConfig) ? asset : { ...asset, textConfig };
  });
}

/**
 * The seven styles a document's texts are added in: those of its premade font combination (spec
 * 000 section 3, the document's fontCombinationId), in the Text panel's order, a style the
 * combination lacks taken from the defaults; the default styles without a combination.
 */
export function combinationStyles(combination: Pick<FontCombination, 'textStyles'> | null | undefined): TextStyle[] {
  const defaults = defaultTextStyles();
  if (!combination) return defaults;
  return defaults.map((fallback) => combination.textStyles.find((s) => s.name === fallback.name) ?? fallback);
}

/**
 * Adds a text in a style of a font combination (the Text panel's 'Add ...' buttons): the style's
 * sample words ('Heading 1') or the given text, in the style's font, size, line height and
 * spacing, boxed for boxed text; width min(0.8 x page width, 300) at 50,50 like every new text.
 * @param fontFamily the family of the style's font; a stored font without one falls back to the
 *   default font (spec 001 section 4.11).
 */
export function addStyledText(content: DesignContent, args: { pageId: string; style: TextStyle; fontFamily?: string; text?: string }): DesignContent {
  const added = addTextAsset(content, { pageId: args.pageId, style: args.style.name, text: args.text });
  const text = addedAssets(content, added)[0];
  if (!text) return added;
  const styledContent = applyTextStyle(added, { assetId: text.id, style: args.style, fontFamily: args.fontFamily });
  // The box as tall as its explicit lines in the style's size, as addTextAsset makes it; the
  // editor fits it to the laid-out words once the font is in.
  return mapAssets(styledContent, [text.id], (asset) => {
    if (asset.type !== 'text') return asset;
    const c = asset.textConfig;
    const height = ptToPx(c.fontSize) * c.lineHeight * c.text.split('\n').length + 2 * c.padding;
    return { ...asset, height };
  });
}
