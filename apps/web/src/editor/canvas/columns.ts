import { type LayoutDimensions, toPx } from '@layout/model';

/** Column edges between the margins, in base-scale px. */
export function columnEdges(layout: LayoutDimensions, pageWidth: number): number[] {
  const left = toPx(layout.marginLeft, layout.units);
  const right = pageWidth - toPx(layout.marginRight, layout.units);
  const n = layout.columnNumber;
  if (n < 2) return [];
  const gutter = toPx(layout.columnGutter, layout.units);
  const column = (right - left - gutter * (n - 1)) / n;
  const edges: number[] = [];
  for (let i = 1; i < n; i++) {
    const end = left + i * column + (i - 1) * gutter;
    edges.push(end, end + gutter);
  }
  return edges;
}
