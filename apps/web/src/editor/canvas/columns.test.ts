import { defaultLayoutDimensions, mmToPx } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { columnEdges } from './columns';

describe('column guides', () => {
  it('splits A4 Landscape into 3 columns with 10 mm gutters inside 8 mm margins', () => {
    const layout = defaultLayoutDimensions();
    const width = mmToPx(297);
    const edges = columnEdges(layout, width).map((px) => Math.round(px / mmToPx(1)));
    // Inner width 281 mm; columns (281 - 20) / 3 = 87 mm each.
    expect(edges).toEqual([95, 105, 192, 202]);
  });

  it('draws no gutters for a single column', () => {
    expect(columnEdges({ ...defaultLayoutDimensions(), columnNumber: 1 }, 300)).toEqual([]);
  });
});
