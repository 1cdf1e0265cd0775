import type { Asset } from '@layout/model';
import { ALL_ANCHORS, CORNER_ANCHORS, SIDE_ANCHORS } from './anchors';
import { shapeView } from './shape';
import { textView } from './text';
import type { AssetView, AssetViews } from './types';

/**
 * How the canvas draws and handles each asset type. Types not drawn yet (images, svgs, lines:
 * later issues) are listed with their handles so that adding a type without a view fails to compile.
 */
export const assetViews: AssetViews = {
  text: textView,
  shape: shapeView,
  image: { Component: null, anchors: ALL_ANCHORS, keepRatio: true },
  illustration: { Component: null, anchors: ALL_ANCHORS, keepRatio: true },
  svg_image: { Component: null, anchors: ALL_ANCHORS, keepRatio: true },
  background: { Component: null, anchors: ALL_ANCHORS, keepRatio: false },
  logo: { Component: null, anchors: CORNER_ANCHORS, keepRatio: true },
  icon: { Component: null, anchors: CORNER_ANCHORS, keepRatio: true },
  line: { Component: null, anchors: SIDE_ANCHORS, keepRatio: false },
  group: { Component: null, anchors: CORNER_ANCHORS, keepRatio: true },
};

export function viewOf(asset: Asset): AssetView<Asset> {
  return assetViews[asset.type] as unknown as AssetView<Asset>;
}
