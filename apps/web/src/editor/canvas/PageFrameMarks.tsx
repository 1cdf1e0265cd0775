import { memo } from 'react';
import { Group, Rect } from 'react-konva';
import type { PageFrame } from './frame';

/** The bleed band is tinted: what lies there is printed but cut off. */
const BLEED_TINT = 'rgba(224, 49, 49, 0.07)';
const TRIM_COLOR = '#e03131';

/** The bleed area around the page and its trim edge (spec 001 section 9: bleed 7.5 mm). */
export const PageFrameMarks = memo(function PageFrameMarks({ frame, scale }: { frame: PageFrame; scale: number }) {
  const { width, height, bleed } = frame;
  const band = { fill: BLEED_TINT, listening: false };
  return (
    <Group listening={false} name="bleed-marks">
      <Rect x={-bleed} y={-bleed} width={width + 2 * bleed} height={bleed} {...band} />
      <Rect x={-bleed} y={height} width={width + 2 * bleed} height={bleed} {...band} />
      <Rect x={-bleed} y={0} width={bleed} height={height} {...band} />
      <Rect x={width} y={0} width={bleed} height={height} {...band} />
      <Rect x={0} y={0} width={width} height={height} stroke={TRIM_COLOR} strokeWidth={1 / scale} dash={[6 / scale, 4 / scale]} />
    </Group>
  );
});
