import type { Asset } from '../assets';
import type { DesignContent } from '../document/content';
import { rotatePoint } from '../geometry/box';
import { findAsset, mapAssets } from './collection';
import type { Size } from './crop';
import { fitInside } from './imageFit';

/** The asset types whose artwork an SVG of the Shapes or Icons panel can replace. */
export const SVG_REPLACEABLE_TYPES = ['svg_image', 'icon'] as const;

/** Whether the Shapes and Icons panels can replace this asset's artwork (spec 001 section 4.12). */
export function isSvgReplaceable(asset: Asset | undefined): asset is Extract<Asset, { type: 'svg_image' | 'icon' }> {
  return asset !== undefined && (asset.type === 'svg_image' || asset.type === 'icon');
}

/**
 * Replaces the artwork of a selected svg_image or icon with another SVG, in its mode (spec 001
 * section 4.12: "an SVG likewise replaces a selected svg or icon in its mode"). The asset keeps
 * its place, id, type, rotation, flips, opacity and layer; the new artwork is fitted inside the
 * old box at its own proportions and centred there (the centre following the rotation and flips),
 * or takes the whole box when its size is unknown. The old artwork's colour replacements are
 * dropped (they named its colours); an svg_image keeps its fill and border. Any other asset, or
 * a missing one, leaves the content unchanged.
 */
export function replaceSvgArtwork(content: DesignContent, args: { assetId: string; link: string; svgId?: number; naturalSize?: Size }): DesignContent {
  const asset = findAsset(content, args.assetId);
  if (!isSvgReplaceable(asset)) return content;
  const { colorReplacements: _old, svgId: _oldId, ...rest } = asset;
  const size = args.naturalSize && args.naturalSize.width > 0 && args.naturalSize.height > 0 ? fitInside(args.naturalSize, asset) : { width: asset.width, height: asset.height };
  // Centred in the old box: the offset is in the asset's own axes, which Konva rotates about (x, y).
  const local = {
    x: asset.x + ((asset.width - size.width) / 2) * asset.scaleX,
    y: asset.y + ((asset.height - size.height) / 2) * asset.scaleY,
  };
  const at = rotatePoint(local, asset, asset.rotation);
  const svgId = args.svgId === undefined ? {} : { svgId: args.svgId };
  return mapAssets(content, [asset.id], () => ({ ...rest, ...size, x: at.x, y: at.y, link: args.link, ...svgId }) as Asset);
}
