import { describe, expect, it } from 'vitest';
import { defaultLayoutDimensions } from '../document/layout';
import { mmToPx } from '../units';
import { bleedWidthPx, pageGeometry } from './page';

const a4 = defaultLayoutDimensions(); // 297 x 210 mm, margins 8, 3 columns, gutter 10

describe('page guides (spec 001 sections 2.5 and 9)', () => {
  it('puts the trim at the page origin, flatWidth x flatHeight in base-scale px', () => {
    const { trim, center } = pageGeometry(a4);
    expect(trim.x).toBe(0);
    expect(trim.y).toBe(0);
    expect(trim.width).toBeCloseTo(297 * 3.7795, 6);
    expect(trim.height).toBeCloseTo(210 * 3.7795, 6);
    expect(center.x).toBeCloseTo(mmToPx(148.5), 6);
    expect(center.y).toBeCloseTo(mmToPx(105), 6);
  });

  it('adds a bleed of 7.5 mm on each side, 15 mm in total', () => {
    const { bleed } = pageGeometry(a4);
    expect(bleedWidthPx(a4)).toBeCloseTo(28.34625, 6);
    expect(bleed.x).toBeCloseTo(-mmToPx(7.5), 6);
    expect(bleed.y).toBeCloseTo(-mmToPx(7.5), 6);
    expect(bleed.width).toBeCloseTo(mmToPx(297 + 15), 6);
    expect(bleed.height).toBeCloseTo(mmToPx(210 + 15), 6);
  });

  it('keeps the bleed at 7.5 mm in a px document too, because the press trims paper', () => {
    const px = { ...a4, units: 'px' as const, flatWidth: 1080, flatHeight: 1080 };
    const bleed = mmToPx(7.5);
    const box = pageGeometry(px).bleed;
    expect(box.x).toBeCloseTo(-bleed, 6);
    expect(box.width).toBeCloseTo(1080 + 2 * bleed, 6);
  });

  it('draws the margin guide 8 mm inside the trim by default', () => {
    const { margin } = pageGeometry(a4);
    expect(margin.x).toBeCloseTo(mmToPx(8), 6);
    expect(margin.y).toBeCloseTo(mmToPx(8), 6);
    expect(margin.width).toBeCloseTo(mmToPx(281), 6);
    expect(margin.height).toBeCloseTo(mmToPx(194), 6);
  });

  it('splits the margin box into 3 columns with a 10 mm gutter (87 mm wide at 8, 105 and 202 mm)', () => {
    const { columns } = pageGeometry(a4);
    expect(columns).toHaveLength(3);
    expect(columns.map((c) => c.x / mmToPx(1))).toEqual([8, 105, 202].map((v) => expect.closeTo(v, 6)));
    expect(columns.every((c) => Math.abs(c.width - mmToPx(87)) < 1e-6)).toBe(true);
    expect(columns[2]!.x + columns[2]!.width).toBeCloseTo(mmToPx(297 - 8), 6);
  });

  it('reads each margin separately, in px documents too', () => {
    const layout = {
      ...a4,
      units: 'px' as const,
      flatWidth: 500,
      flatHeight: 400,
      marginLeft: 10,
      marginRight: 20,
      marginTop: 30,
      marginBottom: 40,
      columnNumber: 2,
      columnGutter: 10,
    };
    const { margin, columns } = pageGeometry(layout);
    expect(margin).toEqual({ x: 10, y: 30, width: 470, height: 330 });
    expect(columns).toEqual([
      { x: 10, y: 30, width: 230, height: 330 },
      { x: 250, y: 30, width: 230, height: 330 },
    ]);
  });

  it('shows no column guides for 0 columns or when the gutters leave no room', () => {
    expect(pageGeometry({ ...a4, columnNumber: 0 }).columns).toEqual([]);
    expect(pageGeometry({ ...a4, columnNumber: 30, columnGutter: 10 }).columns).toEqual([]);
  });

  it('keeps the margin box empty rather than negative when margins exceed the page', () => {
    const { margin } = pageGeometry({ ...a4, flatWidth: 10, marginLeft: 8, marginRight: 8 });
    expect(margin.width).toBe(0);
  });
});
