import { z } from 'zod';

/** A colour as the editor stores it: hex, rgb(a) or a CSS name; empty means none. */
export const colorSchema = z.string().max(64);

/** Fields every asset has (spec 000 section 3, spec 001 section 3). Geometry is in base-scale px. */
export const assetBaseShape = {
  id: z.string().min(1).max(64),
  pageId: z.string().min(1).max(64),
  zIndex: z.number().int().min(0),
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().finite().min(0),
  height: z.number().finite().min(0),
  scaleX: z.number().finite().default(1),
  scaleY: z.number().finite().default(1),
  /** Degrees, clockwise, about the asset's top-left corner as Konva does. */
  rotation: z.number().finite().default(0),
  opacity: z.number().min(0).max(1).default(1),
  /** Set on members of a group selection saved as a group. */
  groupId: z.string().max(64).optional(),
  locked: z.boolean().optional(),
};

/** The part of an image that shows, in source-image pixels. */
export const cropSchema = z.object({
  x: z.number().finite(),
  y: z.number().finite(),
  width: z.number().finite().min(0),
  height: z.number().finite().min(0),
  fullWidth: z.number().finite().min(0),
  fullHeight: z.number().finite().min(0),
});
export type Crop = z.infer<typeof cropSchema>;

/** Image filters of spec 001 section 3, each with its strength. */
export const FILTER_NAMES = [
  'blur',
  'brighten',
  'contrast',
  'enhance',
  'hue',
  'saturation',
  'luminance',
  'red',
  'green',
  'blue',
  'alpha',
  'rgba',
  'greyscale',
  'invert',
  'sepia',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export const filtersSchema = z.partialRecord(z.enum(FILTER_NAMES), z.number().finite());

// The Web Crypto global exists in browsers and Node >= 19; the model compiles without DOM types.
declare const crypto: { randomUUID(): string };

/** A unique id for a new asset or page. */
export function newId(): string {
  return crypto.randomUUID();
}
