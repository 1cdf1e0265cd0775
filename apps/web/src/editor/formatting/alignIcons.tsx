import type { TextConfig } from '@layout/model';

/** Lines of each alignment icon: [x, width] of four rows in a 16 x 16 box. */
const ROWS: Record<TextConfig['align'], [number, number][]> = {
  left: [
    [1, 14],
    [1, 9],
    [1, 14],
    [1, 9],
  ],
  center: [
    [1, 14],
    [3.5, 9],
    [1, 14],
    [3.5, 9],
  ],
  right: [
    [1, 14],
    [6, 9],
    [1, 14],
    [6, 9],
  ],
  justify: [
    [1, 14],
    [1, 14],
    [1, 14],
    [1, 14],
  ],
};

/** The usual four-lines icon of a text alignment. */
export function AlignIcon({ align }: { align: TextConfig['align'] }) {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden>
      {ROWS[align].map(([x, w], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing's rows, never reordered
        <rect key={i} x={x} y={2 + i * 3.5} width={w} height={1.6} rx={0.5} fill="currentColor" />
      ))}
    </svg>
  );
}
