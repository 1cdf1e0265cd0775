import { z } from 'zod';
import { idSchema } from '../validation/ids';
import { assetBaseShape, cropSchema, filtersSchema } from './common';

/** Raster assets: a photo (image), an uploaded logo, or a page background picture. */
const rasterShape = {
  ...assetBaseShape,
  imageElementSrc: z.string().max(2048),
  crop: cropSchema.optional(),
  filters: filtersSchema.optional(),
  /** Server id of the stored image, when it came from the user's library. */
  imageId: idSchema.optional(),
};

export const imageAssetSchema = z.object({ ...rasterShape, type: z.literal('image') });
export const logoAssetSchema = z.object({ ...rasterShape, type: z.literal('logo') });

/** A page background: an image or a colour fill, always at order 0. */
export const backgroundAssetSchema = z.object({
  ...assetBaseShape,
  type: z.literal('background'),
  imageElementSrc: z.string().max(2048).optional(),
  crop: cropSchema.optional(),
  filters: filtersSchema.optional(),
  fill: z.string().max(64).optional(),
});

export type ImageAsset = z.infer<typeof imageAssetSchema>;
export type LogoAsset = z.infer<typeof logoAssetSchema>;
export type BackgroundAsset = z.infer<typeof backgroundAssetSchema>;
