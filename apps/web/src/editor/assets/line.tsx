import type { LineAsset } from '@layout/model';
import { memo } from 'react';
import { Group, Line, Rect } from 'react-konva';
import { useScreenColor } from '../screenColors';
import { useScale } from '../state/editorStore';
import type { AssetView, AssetViewProps } from './types';

/** A thin line is hard to hit: it takes clicks this far around it, in screen px. */
const LINE_HIT_WIDTH_PX = 16;

/**
 * A line from its lineConfig: points relative to the asset's position, the stroke with its
 * width, dash (only when dashEnabled), caps and joins; closed lines may be filled. Colours as the
 * screen shows them (screenColors.ts).
 */
const LineNode = memo(function LineNode({ asset, node }: AssetViewProps<LineAsset>) {
  const c = asset.lineConfig;
  const scale = useScale();
  const screen = useScreenColor();
  const stroke = c.strokeEnabled ? screen(c.stroke) : undefined;
  const fill = c.closed && c.fillEnabled ? screen(c.fill) : undefined;
  return (
    <Group {...node}>
      {/*
       * The line's box, drawn as nothing and taking no clicks. The transformer sizes its handles
       * from the group's box, and a straight line's own box has no height: Konva cannot scale a
       * box of zero height, so the handles could not lengthen the line at all.
       */}
      <Rect width={asset.width} height={asset.height} listening={false} />
      <Line
        points={c.points}
        stroke={stroke}
        strokeWidth={c.strokeWidth}
        dash={c.dashEnabled && c.dash.length > 0 ? c.dash : undefined}
        dashEnabled={c.dashEnabled}
        lineCap={c.lineCap}
        lineJoin={c.lineJoin}
        closed={c.closed}
        fill={fill}
        // Clicks land on a wide invisible band along the line, whatever its width.
        hitStrokeWidth={Math.max(c.strokeWidth, LINE_HIT_WIDTH_PX / scale)}
        // A see-through closed line with fill and stroke goes through Konva's buffer canvas (no
        // darker band where the stroke overlaps the fill); an opaque one does not need it.
        perfectDrawEnabled={asset.opacity < 1}
      />
    </Group>
  );
});

export const lineView: AssetView<LineAsset> = { Component: LineNode };
