import { z } from 'zod';
import { idSchema } from '../validation/ids';
import { assetBaseShape, colorSchema, cropSchema, filtersSchema } from './common';

export const SHAPE_KINDS = ['path', 'circle', 'ellipse', 'star', 'polygon', 'rect', 'arrow'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/** An image painted inside a shape (the fill-pattern fields of spec 001 section 3). */
export const fillPatternSchema = z.object({
  image: z.string().max(2048),
  source: z.string().max(2048).optional(),
  x: z.number().finite().default(0),
  y: z.number().finite().default(0),
  scale: z.number().finite().positive().default(1),
  repeat: z.enum(['repeat', 'repeat-x', 'repeat-y', 'no-repeat']).default('no-repeat'),
});

export type FillPattern = z.infer<typeof fillPatternSchema>;

export const shapePropsSchema = z.object({
  type: z.enum(SHAPE_KINDS),
  fill: colorSchema.default('#000000'),
  stroke: colorSchema.default('#000000'),
  strokeWidth: z.number().min(0).max(50).default(0),
  strokeEnabled: z.boolean().default(false),
  fillEnabled: z.boolean().default(true),
  /** SVG path data for 'path' shapes. */
  data: z.string().max(200_000).optional(),
  svgId: idSchema.optional(),
  cornerRadius: z.number().min(0).optional(),
  numPoints: z.number().int().min(3).max(100).optional(),
  sides: z.number().int().min(3).max(100).optional(),
  innerRadiusRatio: z.number().min(0).max(1).optional(),
  fillPattern: fillPatternSchema.optional(),
});
export type ShapeProps = z.infer<typeof shapePropsSchema>;

/**
 * What a star or polygon stored without its optional counts is drawn with (the canvas, the
 * export and the shape format popup alike): a five-pointed star whose inner points sit at 0.45
 * of its radius, a hexagon.
 */
export const SHAPE_DRAWING_DEFAULTS = { numPoints: 5, innerRadiusRatio: 0.45, sides: 6 } as const;

export const shapeAssetSchema = z.object({
  ...assetBaseShape,
  type: z.literal('shape'),
  shapeProps: shapePropsSchema,
});
export type ShapeAsset = z.infer<typeof shapeAssetSchema>;

/** SVG artwork drawn from a link: shapes library items, user icons and stock svgs. */
const svgShape = {
  ...assetBaseShape,
  link: z.string().max(2048),
  svgId: idSchema.optional(),
  /** Colours of the artwork replaced by the user, original -> new. */
  colorReplacements: z.record(z.string().max(64), colorSchema).optional(),
};
export const svgImageAssetSchema = z.object({
  ...svgShape,
  type: z.literal('svg_image'),
  shapeProps: shapePropsSchema.partial().optional(),
});
export const iconAssetSchema = z.object({ ...svgShape, type: z.literal('icon') });

export const illustrationAssetSchema = z.object({
  ...assetBaseShape,
  type: z.literal('illustration'),
  illustrationConfig: z.object({ link: z.string().max(2048), id: idSchema.optional() }),
  crop: cropSchema.optional(),
  filters: filtersSchema.optional(),
});

export type SvgImageAsset = z.infer<typeof svgImageAssetSchema>;
export type IconAsset = z.infer<typeof iconAssetSchema>;
export type IllustrationAsset = z.infer<typeof illustrationAssetSchema>;
