import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';
import { mapAssets } from './collection';

/**
 * The on / off switch of the BORDER COLOUR popup for shapes and svg_images. A border drawn 0 px
 * wide cannot be seen, so turning one on gives it this width when it has none; the shape format
 * popup sets other widths.
 */
export const VISIBLE_BORDER_WIDTH = 1;

function withBorder(asset: Asset, enabled: boolean): Asset {
  if (asset.type !== 'shape' && asset.type !== 'svg_image') return asset;
  const props = asset.shapeProps ?? {};
  const width = props.strokeWidth ?? 0;
  const strokeWidth = enabled && width <= 0 ? VISIBLE_BORDER_WIDTH : width;
  if ((props.strokeEnabled ?? false) === enabled && strokeWidth === width) return asset;
  return { ...asset, shapeProps: { ...props, strokeEnabled: enabled, strokeWidth } } as Asset;
}

/** Turns the border of shapes and svg_images on (at least 1 px wide) or off; other assets are left alone. */
export function setBorderEnabled(content: DesignContent, args: { assetIds: readonly string[]; enabled: boolean }): DesignContent {
  return mapAssets(content, args.assetIds, (asset) => withBorder(asset, args.enabled));
}
