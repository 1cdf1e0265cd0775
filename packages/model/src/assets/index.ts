import { z } from 'zod';
import { groupAssetSchema } from './group';
import { backgroundAssetSchema, imageAssetSchema, logoAssetSchema } from './image';
import { lineAssetSchema } from './line';
import { textAssetSchema } from './text';
import { iconAssetSchema, illustrationAssetSchema, shapeAssetSchema, svgImageAssetSchema } from './vector';

export * from './common';
export * from './group';
export * from './image';
export * from './line';
export * from './text';
export * from './vector';
export * from './svgColors';
export * from './filters';
export * from './traits';

/** Every asset type, in the spec's order. */
export const ASSET_TYPES = ['image', 'illustration', 'logo', 'icon', 'svg_image', 'background', 'shape', 'text', 'line', 'group'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** One schema per asset type; adding a type without a schema is a compile error. */
export const assetSchemas = {
  image: imageAssetSchema,
  illustration: illustrationAssetSchema,
  logo: logoAssetSchema,
  icon: iconAssetSchema,
  svg_image: svgImageAssetSchema,
  background: backgroundAssetSchema,
  shape: shapeAssetSchema,
  text: textAssetSchema,
  line: lineAssetSchema,
  group: groupAssetSchema,
} satisfies Record<AssetType, z.ZodType>;

export const assetSchema = z.discriminatedUnion('type', [
  imageAssetSchema,
  illustrationAssetSchema,
  logoAssetSchema,
  iconAssetSchema,
  svgImageAssetSchema,
  backgroundAssetSchema,
  shapeAssetSchema,
  textAssetSchema,
  lineAssetSchema,
  groupAssetSchema,
]);
export type Asset = z.infer<typeof assetSchema>;
export type AssetOf<T extends AssetType> = Extract<Asset, { type: T }>;

/**
 * For the end of an exhaustive switch or if-ladder over `asset.type`: `asset` is `never` once every
 * type is handled, so a new asset type is a compile error there instead of a silent default.
 */
export function unhandledAssetType(asset: never): never {
  throw new Error(`Unhandled asset type: ${(asset as { type?: unknown }).type}`);
}
