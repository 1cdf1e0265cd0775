import { Line } from 'react-konva';
import { useSnapLines } from './snapLines';

/** Colour of snap lines: the guides' magenta, so a snap reads as "on the guide". */
const SNAP_COLOR = '#ff00ff';

/** The lines the moving selection currently snaps to, on this page. */
export function SnapLines({ pageId, scale }: { pageId: string; scale: number }) {
  const lines = useSnapLines((s) => (s.pageId === pageId ? s.lines : null));
  if (!lines) return null;
  return (
    <>
      {lines.map((line, i) => (
        <Line
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one drag step, positional and replaced as a whole
          key={i}
          listening={false}
          stroke={SNAP_COLOR}
          strokeWidth={1 / scale}
          dash={[4 / scale, 3 / scale]}
          points={line.orientation === 'vertical' ? [line.position, line.start, line.position, line.end] : [line.start, line.position, line.end, line.position]}
        />
      ))}
    </>
  );
}
