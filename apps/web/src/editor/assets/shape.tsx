import type { ShapeAsset } from '@layout/model';
import Konva from 'konva';
import { memo } from 'react';
import { Ellipse, Group, Line, Path, Rect, RegularPolygon, Star } from 'react-konva';
import { useImage } from '../images/imageCache';
import { ALL_ANCHORS } from './anchors';
import { HitBox } from './HitBox';
import { shapeAnchors } from './reducedHandles';
import type { AssetView, AssetViewProps } from './types';

type Pattern = NonNullable<ShapeAsset['shapeProps']['fillPattern']>;

/**
 * Where a body's own coordinates sit in the asset's box: box = origin + local x scale (circles
 * and stars are drawn about their centre, paths are scaled from their data's bounds).
 */
interface BodyPlacement {
  originX: number;
  originY: number;
  scaleX: number;
  scaleY: number;
}

const AT_CORNER: BodyPlacement = { originX: 0, originY: 0, scaleX: 1, scaleY: 1 };

/**
 * The paint of a shape: the pattern image when it has one (loaded; a pattern shape may store
 * fillEnabled false, its colour fill being off), else the fill colour when fill is enabled; the
 * stroke only when enabled. The pattern is stored in box
 * coordinates (drawn at x, y of the box, scaled by `scale`); Konva wants it in the body's own.
 */
function paint(asset: ShapeAsset, pattern: HTMLImageElement | undefined, at: BodyPlacement) {
  const p = asset.shapeProps;
  const fp = p.fillPattern;
  const fill = p.fillEnabled ? p.fill : undefined;
  const stroke = p.strokeEnabled && p.strokeWidth > 0 ? p.stroke : undefined;
  const strokes = stroke ? { stroke, strokeWidth: p.strokeWidth / Math.max(at.scaleX, at.scaleY) } : { strokeWidth: 0 };
  const filled =
    fp && pattern
      ? {
          fillPatternImage: pattern,
          fillPatternX: (fp.x - at.originX) / at.scaleX,
          fillPatternY: (fp.y - at.originY) / at.scaleY,
          fillPatternScaleX: fp.scale / at.scaleX,
          fillPatternScaleY: fp.scale / at.scaleY,
          fillPatternRepeat: fp.repeat,
          fillPriority: 'pattern',
        }
      : { fill };
  // Konva draws a see-through shape with fill and stroke through a buffer canvas, so the stroke
  // does not show darker where it overlaps the fill; an opaque one needs no buffer (faster).
  return { ...filled, ...strokes, perfectDrawEnabled: asset.opacity < 1, listening: false };
}

/** The bounds of SVG path data, measured once per data string. */
const pathBounds = new Map<string, { x: number; y: number; width: number; height: number }>();
function boundsOf(data: string) {
  let bounds = pathBounds.get(data);
  if (!bounds) {
    bounds = new Konva.Path({ data }).getSelfRect();
    pathBounds.set(data, bounds);
  }
  return bounds;
}

/** A right-pointing block arrow filling the box, for arrows stored without path data. */
function arrowPoints(w: number, h: number): number[] {
  return [0, h * 0.3, w * 0.6, h * 0.3, w * 0.6, 0, w, h * 0.5, w * 0.6, h, w * 0.6, h * 0.7, 0, h * 0.7];
}

/** Path data scaled from its own bounds to the asset's box. */
function PathBody({ asset, data, pattern }: { asset: ShapeAsset; data: string; pattern: HTMLImageElement | undefined }) {
  const b = boundsOf(data);
  const scaleX = b.width > 0 ? asset.width / b.width : 1;
  const scaleY = b.height > 0 ? asset.height / b.height : 1;
  const at = { originX: -b.x * scaleX, originY: -b.y * scaleY, scaleX, scaleY };
  return <Path data={data} x={at.originX} y={at.originY} scaleX={scaleX} scaleY={scaleY} {...paint(asset, pattern, at)} />;
}

function ShapeBody({ asset, pattern }: { asset: ShapeAsset; pattern: HTMLImageElement | undefined }) {
  const { width, height } = asset;
  const p = asset.shapeProps;
  const radius = Math.min(width, height) / 2;
  const centre: BodyPlacement = { originX: width / 2, originY: height / 2, scaleX: 1, scaleY: 1 };
  switch (p.type) {
    case 'circle':
    case 'ellipse':
      return <Ellipse x={width / 2} y={height / 2} radiusX={width / 2} radiusY={height / 2} {...paint(asset, pattern, centre)} />;
    case 'star':
      return (
        <Star
          x={width / 2}
          y={height / 2}
          numPoints={p.numPoints ?? 5}
          outerRadius={radius}
          innerRadius={radius * (p.innerRadiusRatio ?? 0.45)}
          {...paint(asset, pattern, centre)}
        />
      );
    case 'polygon':
      return <RegularPolygon x={width / 2} y={height / 2} sides={p.sides ?? 6} radius={radius} {...paint(asset, pattern, centre)} />;
    case 'path':
      if (p.data) return <PathBody asset={asset} data={p.data} pattern={pattern} />;
      return <Rect width={width} height={height} {...paint(asset, pattern, AT_CORNER)} />;
    case 'arrow':
      if (p.data) return <PathBody asset={asset} data={p.data} pattern={pattern} />;
      return <Line points={arrowPoints(width, height)} closed {...paint(asset, pattern, AT_CORNER)} />;
    case 'rect':
      return <Rect width={width} height={height} cornerRadius={p.cornerRadius ?? 0} {...paint(asset, pattern, AT_CORNER)} />;
  }
}

/** The pattern image of a shape, once loaded (the fill colour shows until then or if it fails). */
function usePattern(pattern: Pattern | undefined): HTMLImageElement | undefined {
  const state = useImage(pattern?.image);
  return state.status === 'loaded' ? state.image : undefined;
}

const ShapeNode = memo(function ShapeNode({ asset, node }: AssetViewProps<ShapeAsset>) {
  const pattern = usePattern(asset.shapeProps.fillPattern);
  return (
    <Group {...node}>
      <ShapeBody asset={asset} pattern={pattern} />
      <HitBox width={asset.width} height={asset.height} />
    </Group>
  );
});

export const shapeView: AssetView<ShapeAsset> = { Component: ShapeNode, anchors: ALL_ANCHORS, anchorsFor: shapeAnchors, keepRatio: false };
