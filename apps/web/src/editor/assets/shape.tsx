import type { FillPattern, ShapeAsset } from '@layout/model';
import { traceShapeOutline } from '@layout/render/outline';
import type Konva from 'konva';
import { memo, useCallback } from 'react';
import { Shape } from 'react-konva';
import { useImage } from '../images/imageCache';
import { type ToScreen, useScreenColor } from '../screenColors';
import { hitBox } from './hitBox';
import type { AssetView, AssetViewProps } from './types';

/**
 * The paint of a shape: the pattern image when it has one (loaded; a pattern shape may store
 * fillEnabled false, its colour fill being off), else the fill colour when fill is enabled; the
 * stroke only when enabled. The pattern is stored in the box's coordinates, which are the node's.
 * Colours as the screen shows them (screenColors.ts: CMYK through the print profile).
 */
function paint(asset: ShapeAsset, pattern: HTMLImageElement | undefined, screen: ToScreen) {
  const p = asset.shapeProps;
  const fp = p.fillPattern;
  const stroke = p.strokeEnabled && p.strokeWidth > 0 ? { stroke: screen(p.stroke), strokeWidth: p.strokeWidth } : { strokeWidth: 0 };
  const fill =
    fp && pattern
      ? {
          fillPatternImage: pattern,
          fillPatternX: fp.x,
          fillPatternY: fp.y,
          fillPatternScaleX: fp.scale,
          fillPatternScaleY: fp.scale,
          fillPatternRepeat: fp.repeat,
          fillPriority: 'pattern',
        }
      : { fill: p.fillEnabled ? screen(p.fill) : undefined };
  // Konva draws a see-through shape with fill and stroke through a buffer canvas, so the stroke
  // does not show darker where it overlaps the fill; an opaque one needs no buffer (faster).
  return { ...fill, ...stroke, perfectDrawEnabled: asset.opacity < 1 };
}

/** The pattern image of a shape, once loaded (the fill colour shows until then or if it fails). */
function usePattern(pattern: FillPattern | undefined): HTMLImageElement | undefined {
  const state = useImage(pattern?.image);
  return state.status === 'loaded' ? state.image : undefined;
}

/**
 * A shape asset is one Konva node: its outline traced in its box by the outline the PDF export
 * traces too (@layout/render/outline, into Konva's context), filled with its colour or pattern
 * and stroked with Konva's own paint, and its whole box as the hit area.
 * One node per shape rather than a group of body and hit box: two nodes fewer to create and
 * visit on every draw, for each shape of a page.
 */
const ShapeNode = memo(function ShapeNode({ asset, node }: AssetViewProps<ShapeAsset>) {
  const pattern = usePattern(asset.shapeProps.fillPattern);
  const screen = useScreenColor();
  const { shapeProps, width, height } = asset;
  // Kept while the shape only moves: a new scene function would make Konva redraw the whole page.
  const sceneFunc = useCallback(
    (ctx: Konva.Context, shape: Konva.Shape) => {
      ctx.beginPath();
      traceShapeOutline(ctx, shapeProps, width, height);
      ctx.fillStrokeShape(shape);
    },
    [shapeProps, width, height],
  );
  return <Shape {...node} width={asset.width} height={asset.height} {...paint(asset, pattern, screen)} sceneFunc={sceneFunc} hitFunc={hitBox} />;
});

export const shapeView: AssetView<ShapeAsset> = { Component: ShapeNode };
