import { type LayoutDimensions, toPx } from '@layout/model';
import { memo } from 'react';
import { Group, Line, Rect } from 'react-konva';
import { columnEdges } from './columns';

/** Guide lines are drawn in magenta (spec 001 section 2.5). */
export const GUIDE_COLOR = '#ff00ff';

/** The margin rectangle (or circle for round products) and the column gutters. */
export const Guides = memo(function Guides({ layout, width, height, round, scale }: { layout: LayoutDimensions; width: number; height: number; round: boolean; scale: number }) {
  const left = toPx(layout.marginLeft, layout.units);
  const top = toPx(layout.marginTop, layout.units);
  const innerWidth = width - left - toPx(layout.marginRight, layout.units);
  const innerHeight = height - top - toPx(layout.marginBottom, layout.units);
  const stroke = { stroke: GUIDE_COLOR, strokeWidth: 1 / scale, listening: false };
  if (round) {
    return <Rect x={left} y={top} width={innerWidth} height={innerHeight} cornerRadius={Math.min(innerWidth, innerHeight) / 2} {...stroke} />;
  }
  return (
    <Group listening={false}>
      <Rect x={left} y={top} width={innerWidth} height={innerHeight} {...stroke} />
      {columnEdges(layout, width).map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the edges are positional, redrawn as a whole when the layout changes
        <Line key={i} points={[x, top, x, top + innerHeight]} {...stroke} dash={[4 / scale, 4 / scale]} />
      ))}
    </Group>
  );
});
