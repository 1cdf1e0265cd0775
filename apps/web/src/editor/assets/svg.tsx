import type { IconAsset, IllustrationAsset, SvgImageAsset } from '@layout/model';
import { memo } from 'react';
import { Group } from 'react-konva';
import { svgVariantOf, useSvgPicture } from '../images/svgPicture';
import { ALL_ANCHORS, CORNER_ANCHORS } from './anchors';
import { Picture } from './Picture';
import { svgImageAnchors } from './reducedHandles';
import type { AssetView, AssetViewProps } from './types';

/** An illustration: stock SVG artwork, cropped and filtered like a photo. */
const IllustrationNode = memo(function IllustrationNode({ asset, node }: AssetViewProps<IllustrationAsset>) {
  // The picture cache is keyed by the variant's content, so a new variant object each render is fine.
  const state = useSvgPicture(svgVariantOf(asset));
  return (
    <Group {...node}>
      <Picture state={state} width={asset.width} height={asset.height} crop={asset.crop} filters={asset.filters} />
    </Group>
  );
});

/**
 * An icon or an svg_image: the SVG from its link with the user's colour replacements; an
 * svg_image may also carry a fill (shapeProps.fill) that paints the whole artwork in one colour.
 */
const SvgNode = memo(function SvgNode({ asset, node }: AssetViewProps<IconAsset | SvgImageAsset>) {
  const state = useSvgPicture(svgVariantOf(asset));
  return (
    <Group {...node}>
      <Picture state={state} width={asset.width} height={asset.height} />
    </Group>
  );
});

export const illustrationView: AssetView<IllustrationAsset> = { Component: IllustrationNode, anchors: ALL_ANCHORS, keepRatio: true };
export const iconView: AssetView<IconAsset> = { Component: SvgNode, anchors: CORNER_ANCHORS, keepRatio: true };
export const svgImageView: AssetView<SvgImageAsset> = {
  Component: SvgNode,
  anchors: ALL_ANCHORS,
  anchorsFor: svgImageAnchors,
  keepRatio: true,
};
