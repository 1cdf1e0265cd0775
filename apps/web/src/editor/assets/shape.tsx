import type { ShapeAsset } from '@layout/model';
import { Ellipse, Group, Path, Rect, RegularPolygon, Star } from 'react-konva';
import { ALL_ANCHORS } from './anchors';
import type { AssetView, AssetViewProps } from './types';

/** The paint of a shape: fill and stroke only when enabled. */
function paint(asset: ShapeAsset) {
  const p = asset.shapeProps;
  return {
    fill: p.fillEnabled ? p.fill : undefined,
    stroke: p.strokeEnabled ? p.stroke : undefined,
    strokeWidth: p.strokeEnabled ? p.strokeWidth : 0,
  };
}

function ShapeBody({ asset }: { asset: ShapeAsset }) {
  const { width, height } = asset;
  const p = asset.shapeProps;
  const radius = Math.min(width, height) / 2;
  switch (p.type) {
    case 'circle':
    case 'ellipse':
      return <Ellipse x={width / 2} y={height / 2} radiusX={width / 2} radiusY={height / 2} {...paint(asset)} />;
    case 'star':
      return <Star x={width / 2} y={height / 2} numPoints={p.numPoints ?? 5} outerRadius={radius} innerRadius={radius * (p.innerRadiusRatio ?? 0.45)} {...paint(asset)} />;
    case 'polygon':
      return <RegularPolygon x={width / 2} y={height / 2} sides={p.sides ?? 6} radius={radius} {...paint(asset)} />;
    case 'path':
    case 'arrow':
      return p.data ? <Path data={p.data} {...paint(asset)} /> : <Rect width={width} height={height} {...paint(asset)} />;
    case 'rect':
      return <Rect width={width} height={height} cornerRadius={p.cornerRadius ?? 0} {...paint(asset)} />;
  }
}

function ShapeNode({ asset, node }: AssetViewProps<ShapeAsset>) {
  return (
    <Group {...node}>
      {/* An invisible box makes the whole bounding box grabbable, also for thin or hollow shapes. */}
      <Rect width={asset.width} height={asset.height} fill="transparent" />
      <ShapeBody asset={asset} />
    </Group>
  );
}

export const shapeView: AssetView<ShapeAsset> = { Component: ShapeNode, anchors: ALL_ANCHORS, keepRatio: false };
