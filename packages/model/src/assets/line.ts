import { z } from 'zod';
import { DEFAULT_LINE_CAP } from '../constants';
import { assetBaseShape, colorSchema } from './common';

/**
 * What a line's settings default to, for a stored line that leaves them out and a new line (spec
 * 001 section 4.7: "line default 200 x 20, stroke 1.328"). Plain
 * data beside the schema, so adding a line needs no schema (the editor does not load the schemas
 * on the way to a page).
 */
export const LINE_CONFIG_DEFAULTS = {
  fill: '#000000',
  stroke: '#000000',
  strokeWidth: 1.328,
  dash: [] as number[],
  closed: false,
  strokeEnabled: true,
  fillEnabled: false,
  dashEnabled: false,
  lineCap: DEFAULT_LINE_CAP as 'round' | 'square' | 'butt',
  lineJoin: 'round' as 'round' | 'miter' | 'bevel',
};

export const lineConfigSchema = z.object({
  points: z.array(z.number().finite()).max(10_000),
  fill: colorSchema.default(LINE_CONFIG_DEFAULTS.fill),
  stroke: colorSchema.default(LINE_CONFIG_DEFAULTS.stroke),
  strokeWidth: z.number().min(0).default(LINE_CONFIG_DEFAULTS.strokeWidth),
  dash: z
    .array(z.number().min(0))
    .max(16)
    .default(() => [...LINE_CONFIG_DEFAULTS.dash]),
  closed: z.boolean().default(LINE_CONFIG_DEFAULTS.closed),
  strokeEnabled: z.boolean().default(LINE_CONFIG_DEFAULTS.strokeEnabled),
  fillEnabled: z.boolean().default(LINE_CONFIG_DEFAULTS.fillEnabled),
  dashEnabled: z.boolean().default(LINE_CONFIG_DEFAULTS.dashEnabled),
  lineCap: z.enum(['round', 'square', 'butt']).default(LINE_CONFIG_DEFAULTS.lineCap),
  lineJoin: z.enum(['round', 'miter', 'bevel']).default(LINE_CONFIG_DEFAULTS.lineJoin),
});
export type LineConfig = z.infer<typeof lineConfigSchema>;

export const lineAssetSchema = z.object({
  ...assetBaseShape,
  type: z.literal('line'),
  lineConfig: lineConfigSchema,
});
export type LineAsset = z.infer<typeof lineAssetSchema>;
