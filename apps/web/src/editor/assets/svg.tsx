import type { FillPattern, IconAsset, IllustrationAsset, SvgImageAsset } from '@layout/model';
import type Konva from 'konva';
import { memo, useMemo } from 'react';
import { Group, Shape } from 'react-konva';
import { useImage } from '../images/imageCache';
import { svgVariantOf, useSvgPicture } from '../images/svgPicture';
import { hitBox } from './hitBox';
import { Picture } from './Picture';
import { paintPatternSvg } from './svgPattern';
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
  const pattern = asset.type === 'svg_image' ? asset.shapeProps?.fillPattern : undefined;
  const picture = useImage(pattern?.image);
  // As for shapes: the pattern when it has one and it has loaded, else the artwork's own paint.
  if (pattern && picture.status === 'loaded' && state.status === 'loaded') {
    return <PatternSvgNode node={node} width={asset.width} height={asset.height} artwork={state.image} picture={picture.image} pattern={pattern} />;
  }
  return (
    <Group {...node}>
      <Picture state={state} width={asset.width} height={asset.height} />
    </Group>
  );
});

interface PatternSvgProps {
  node: AssetViewProps<SvgImageAsset>['node'];
  width: number;
  height: number;
  artwork: HTMLImageElement;
  picture: HTMLImageElement;
  pattern: FillPattern;
}

/** An svg_image filled with an image pattern (svgPattern.ts), its whole box the hit area. */
function PatternSvgNode({ node, width, height, artwork, picture, pattern }: PatternSvgProps) {
  // Kept while the asset only moves: a new scene function would make Konva redraw the whole page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept while the asset only moves: the pattern's fields are named one by one, since the pattern object is new whenever the asset changes
  const sceneFunc = useMemo(() => {
    // The bitmap of the last paint, reused while the resolution stays (new inputs, new function).
    let composed: HTMLCanvasElement | null = null;
    return (ctx: Konva.Context, shape: Konva.Shape) => {
      const scale = shape.getAbsoluteScale();
      const pixelsPerUnit = Math.max(Math.abs(scale.x), Math.abs(scale.y)) * ctx.getCanvas().getPixelRatio();
      composed = paintPatternSvg(ctx, { width, height }, artwork, picture, pattern, pixelsPerUnit, composed);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, height, artwork, picture, pattern.x, pattern.y, pattern.scale, pattern.repeat]);
  return <Shape {...node} width={width} height={height} sceneFunc={sceneFunc} hitFunc={hitBox} />;
}

export const illustrationView: AssetView<IllustrationAsset> = { Component: IllustrationNode };
export const iconView: AssetView<IconAsset> = { Component: SvgNode };
export const svgImageView: AssetView<SvgImageAsset> = { Component: SvgNode };
