import { z } from 'zod';
import { DEFAULT_LINE_CAP } from '../constants';
import { assetBaseShape, colorSchema } from './common';

export const lineConfigSchema = z.object({
  points: z.array(z.number().finite()).max(10_000),
  fill: colorSchema.default('#000000'),
  stroke: colorSchema.default('#000000'),
  strokeWidth: z.number().min(0).default(1.328),
  dash: z.array(z.number().min(0)).max(16).default([]),
  closed: z.boolean().default(false),
  strokeEnabled: z.boolean().default(true),
  fillEnabled: z.boolean().default(false),
  dashEnabled: z.boolean().default(false),
  lineCap: z.enum(['round', 'square', 'butt']).default(DEFAULT_LINE_CAP),
  lineJoin: z.enum(['round', 'miter', 'bevel']).default('round'),
});
export type LineConfig = z.infer<typeof lineConfigSchema>;

export const lineAssetSchema = z.object({
  ...assetBaseShape,
  type: z.literal('line'),
  lineConfig: lineConfigSchema,
});
export type LineAsset = z.infer<typeof lineAssetSchema>;
