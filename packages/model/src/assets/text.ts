import { z } from 'zod';
import { idOrZeroSchema } from '../validation/ids';
import { BOXED_TEXT_PADDING, DEFAULT_LINE_HEIGHT, TEXT_STYLE_SIZES_PT } from '../constants';
import { assetBaseShape, colorSchema } from './common';

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export const FONT_STYLES = ['bold', 'italic'] as const;
export const TEXT_DECORATIONS = ['underline', 'line-through'] as const;

/** textConfig of spec 001 section 3. fontId 0 is the default font; fontSize is in pt. */
export const textConfigSchema = z.object({
  text: z.string().max(20_000),
  fontId: idOrZeroSchema.default(0),
  fontFamily: z.string().max(200),
  fontSize: z.number().min(0).max(180),
  fontStyle: z.array(z.enum(FONT_STYLES)).default([]),
  textDecoration: z.array(z.enum(TEXT_DECORATIONS)).default([]),
  isUpperCase: z.boolean().default(false),
  isBoxed: z.boolean().default(false),
  padding: z.number().min(0).max(50).default(0),
  cornerRadius: z.number().min(0).max(50).default(0),
  backgroundColor: colorSchema.default(''),
  fill: colorSchema,
  align: z.enum(TEXT_ALIGNS).default('left'),
  lineHeight: z.number().min(1).max(3).default(DEFAULT_LINE_HEIGHT),
  letterSpacing: z.number().min(-10).max(10).default(0),
});
export type TextConfig = z.infer<typeof textConfigSchema>;

export const textAssetSchema = z.object({
  ...assetBaseShape,
  type: z.literal('text'),
  textConfig: textConfigSchema,
});
export type TextAsset = z.infer<typeof textAssetSchema>;

/** The family used when fontId is 0 or a font cannot be loaded. */
export const DEFAULT_FONT_FAMILY = 'Roboto';

/** A body-text configuration; callers override what they need. */
export function defaultTextConfig(overrides: Partial<TextConfig> = {}): TextConfig {
  return {
    text: 'Your text here',
    fontId: 0,
    fontFamily: DEFAULT_FONT_FAMILY,
    fontSize: TEXT_STYLE_SIZES_PT.h3,
    fontStyle: [],
    textDecoration: [],
    isUpperCase: false,
    isBoxed: false,
    padding: 0,
    cornerRadius: 0,
    backgroundColor: '',
    fill: '#000000',
    align: 'left',
    lineHeight: DEFAULT_LINE_HEIGHT,
    letterSpacing: 0,
    ...overrides,
  };
}

/** Boxed text carries this padding (spec 001 section 9). */
export const BOXED_PADDING = BOXED_TEXT_PADDING;
