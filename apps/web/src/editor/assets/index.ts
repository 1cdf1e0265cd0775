import type { Asset } from '@layout/model';
import { CORNER_ANCHORS } from './anchors';
import { backgroundView } from './background';
import { imageView, logoView } from './image';
import { lineView } from './line';
import { shapeView } from './shape';
import { iconView, illustrationView, svgImageView } from './svg';
import { textView } from './text';
import type { AssetView, AssetViews } from './types';

/**
 * How the canvas draws and handles each asset type, with the handles of spec 001 section 4.13:
 * image, illustration, svg_image, background and shape 8 (small svg_images and shapes 4, see
 * reducedHandles.ts); text 6; logo and icon 4 corners; line left and right; group 4 corners.
 * A group has no drawing of its own: its members are drawn as themselves.
 */
export const assetViews: AssetViews = {
  text: textView,
  shape: shapeView,
  image: imageView,
  illustration: illustrationView,
  svg_image: svgImageView,
  background: backgroundView,
  logo: logoView,
  icon: iconView,
  line: lineView,
  group: { Component: null, anchors: CORNER_ANCHORS, keepRatio: true },
};

export function viewOf(asset: Asset): AssetView<Asset> {
  return assetViews[asset.type] as unknown as AssetView<Asset>;
}
