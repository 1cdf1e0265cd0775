import type { IconAsset, IllustrationAsset, SvgImageAsset } from '@layout/model';
import { memo, useMemo } from 'react';
import { Group } from 'react-konva';
import { svgVariantOf, useSvgPicture } from '../images/svgPicture';
import { ALL_ANCHORS, CORNER_ANCHORS } from './anchors';
import { Picture } from './Picture';
import { svgImageAnchors } from './reducedHandles';
import type { AssetView, AssetViewProps } from './types';

/** An illustration: stock SVG artwork, cropped and filtered like a photo. */
const IllustrationNode = memo(function IllustrationNode({ asset, node }: AssetViewProps<IllustrationAsset>) {
  const link = asset.illustrationConfig.link;
  const variant = useMemo(() => svgVariantOf(asset), [link]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useSvgPicture(variant);
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
  const fill = asset.type === 'svg_image' && asset.shapeProps?.fillEnabled !== false ? asset.shapeProps?.fill : undefined;
  const variant = useMemo(() => svgVariantOf(asset), [asset.link, asset.colorReplacements, fill]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useSvgPicture(variant);
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
