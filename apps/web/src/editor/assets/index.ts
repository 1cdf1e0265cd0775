import type { Asset } from '@layout/model';
import { backgroundView } from './background';
import { imageView, logoView } from './image';
import { lineView } from './line';
import { shapeView } from './shape';
import { iconView, illustrationView, svgImageView } from './svg';
import { textView } from './text';
import type { AssetView, AssetViews } from './types';

/**
 * How the canvas draws each asset type. Its handles (spec 001 section 4.13) are stated with the
 * type's other traits in the model (assets/traits.ts, `assetAnchors`). A group has no drawing of
 * its own: its members are drawn as themselves.
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
  group: { Component: null },
};

export function viewOf(asset: Asset): AssetView<Asset> {
  return assetViews[asset.type] as unknown as AssetView<Asset>;
}
