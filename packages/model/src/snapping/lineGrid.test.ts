import { describe, expect, it } from 'vitest';
import { defaultLayoutDimensions } from '../document/layout';
import { mmToPx, ptToPx } from '../units';
import { snapToTextLineGrid } from './lineGrid';

const layout = { ...defaultLayoutDimensions(), units: 'mm' as const, marginTop: 8, marginBottom: 8 };
const top = mmToPx(8);
const step = ptToPx(12);
const box = (y: number) => ({ x: 100, y, width: 200, height: 40 });

describe('the 12 pt text line grid (spec 000 and 001 section 9)', () => {
  it('has its lines 12 pt (16 px at base scale) apart, from the top margin', () => {
    expect(step).toBeCloseTo(16, 9);
    expect(snapToTextLineGrid(box(top + 3), layout, 5).dy).toBeCloseTo(-3, 9);
    expect(snapToTextLineGrid(box(top + 5 * step - 2), layout, 5)).toMatchObject({
      dy: expect.closeTo(2, 9),
      line: { orientation: 'horizontal', position: expect.closeTo(top + 5 * step, 9) },
    });
  });

  it('snaps only within the snap distance', () => {
    expect(snapToTextLineGrid(box(top + 8), layout, 5)).toEqual({ dy: 0, line: null });
    expect(snapToTextLineGrid(box(top + 7), layout, 8).dy).toBeCloseTo(-7, 9);
  });

  it('runs inside the margins only: above the top margin or below the last line nothing snaps', () => {
    expect(snapToTextLineGrid(box(top - 20), layout, 5)).toEqual({ dy: 0, line: null });
    expect(snapToTextLineGrid(box(top - 4), layout, 5).dy).toBeCloseTo(4, 9);
    const bottom = mmToPx(layout.flatHeight - 8);
    const last = top + Math.floor((bottom - top) / step) * step;
    expect(snapToTextLineGrid(box(last + 3), layout, 5).dy).toBeCloseTo(-3, 9);
    expect(snapToTextLineGrid(box(last + 40), layout, 5)).toEqual({ dy: 0, line: null });
  });

  it('draws its line across the page and the text', () => {
    const { line } = snapToTextLineGrid(box(top + 1), layout, 5);
    expect(line!.start).toBeLessThan(0);
    expect(line!.end).toBeGreaterThan(mmToPx(layout.flatWidth));
  });
});
