import { z } from 'zod';
import { DEFAULT_COLUMN_GUTTER, DEFAULT_COLUMN_NUMBER, DEFAULT_MARGIN_MM, DEFAULT_SIZE } from '../constants';
import { UNITS } from '../units';

/** The size and guides of every page of a document (spec 000 section 3 "Layout dimensions"). */
export const layoutDimensionsSchema = z.object({
  /** Finished (trim) width and height, in `units`. */
  flatWidth: z.number().finite().positive().max(100_000),
  flatHeight: z.number().finite().positive().max(100_000),
  marginTop: z.number().finite().min(0).default(DEFAULT_MARGIN_MM),
  marginBottom: z.number().finite().min(0).default(DEFAULT_MARGIN_MM),
  marginLeft: z.number().finite().min(0).default(DEFAULT_MARGIN_MM),
  marginRight: z.number().finite().min(0).default(DEFAULT_MARGIN_MM),
  columnNumber: z.number().int().min(0).max(100).default(DEFAULT_COLUMN_NUMBER),
  columnGutter: z.number().finite().min(0).default(DEFAULT_COLUMN_GUTTER),
  /** Canvas scale last used for this document; 1 is base scale. */
  zoomRatio: z.number().finite().positive().max(100).default(1),
  units: z.enum(UNITS).default('mm'),
  guideLines: z.boolean().default(false),
});
export type LayoutDimensions = z.infer<typeof layoutDimensionsSchema>;

/** The default document size: A4 Landscape 297 x 210 mm, margins 8, 3 columns, gutter 10. */
export function defaultLayoutDimensions(): LayoutDimensions {
  return {
    flatWidth: DEFAULT_SIZE.width,
    flatHeight: DEFAULT_SIZE.height,
    marginTop: DEFAULT_MARGIN_MM,
    marginBottom: DEFAULT_MARGIN_MM,
    marginLeft: DEFAULT_MARGIN_MM,
    marginRight: DEFAULT_MARGIN_MM,
    columnNumber: DEFAULT_COLUMN_NUMBER,
    columnGutter: DEFAULT_COLUMN_GUTTER,
    zoomRatio: 1,
    units: DEFAULT_SIZE.units,
    guideLines: false,
  };
}
