import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../assets';
import { defaultTextConfig } from '../assets/text';
import { background, doc, line, page, rect, text } from '../testing/fixtures';
import { findAsset } from './collection';
import { changePageSize, changeUnits } from './pageSize';

const at = (content: ReturnType<typeof doc>, id: string) => findAsset(content, id)!;
const box = (a: Asset) => [a.x, a.y, a.width, a.height];

describe('changing page size rescales assets to fit and centres them (spec 001 section 4.8)', () => {
  // A 1000 x 500 px page made 500 x 500: s = min(0.5, 1) = 0.5, content block 500 x 250 centred at y 125.
  const content = doc(
    { flatWidth: 1000, flatHeight: 500, units: 'px' },
    page('p', background({ id: 'bg', width: 1000, height: 500 }), rect({ id: 'r', x: 100, y: 100, width: 200, height: 100 })),
  );
  const next = changePageSize(content, { width: 500, height: 500, units: 'px' });

  it('scales by the smaller ratio and centres the old page', () => {
    expect(box(at(next, 'r'))).toEqual([50, 175, 100, 50]);
    expect(next.layoutDimensions).toMatchObject({ flatWidth: 500, flatHeight: 500, units: 'px' });
  });

  it('makes backgrounds cover the new page', () => {
    expect(box(at(next, 'bg'))).toEqual([0, 0, 500, 500]);
  });

  it('scales fonts and strokes by the same factor', () => {
    const withStyles = doc(
      { flatWidth: 1000, flatHeight: 500, units: 'px' },
      page(
        'p',
        text({ id: 't', textConfig: defaultTextConfig({ fontSize: 20, padding: 4, cornerRadius: 8, letterSpacing: 2 }) }),
        rect({ id: 's', shapeProps: { type: 'rect', fill: '#000', stroke: '#000', strokeWidth: 6, strokeEnabled: true, fillEnabled: true } }),
        line({ id: 'l' }),
      ),
    );
    const half = changePageSize(withStyles, { width: 500, height: 500, units: 'px' });
    const t = at(half, 't');
    expect(t.type === 'text' && [t.textConfig.fontSize, t.textConfig.padding, t.textConfig.cornerRadius, t.textConfig.letterSpacing]).toEqual([10, 2, 4, 1]);
    const s = at(half, 's');
    expect(s.type === 'shape' && s.shapeProps.strokeWidth).toBe(3);
    const l = at(half, 'l');
    expect(l.type === 'line' && [l.lineConfig.strokeWidth, l.lineConfig.points]).toEqual([1.328 / 2, [0, 5, 100, 5]]);
  });

  it('converts margins when the units change too, keeping their physical size', () => {
    const mm = doc({ flatWidth: 100, flatHeight: 100, units: 'mm', marginTop: 8 }, page('p'));
    const px = changePageSize(mm, { width: 1000, height: 1000, units: 'px' });
    expect(px.layoutDimensions.marginTop).toBeCloseTo(8 * 3.7795, 9);
  });

  it('changes nothing for the same size or a size that is not positive', () => {
    expect(changePageSize(content, { width: 1000, height: 500, units: 'px' })).toBe(content);
    expect(changePageSize(content, { width: 0, height: 500, units: 'px' })).toBe(content);
    expect(changePageSize(content, { width: Number.NaN, height: 500, units: 'px' })).toBe(content);
  });

  it('a resize and the inverse resize give back the original geometry within 0.01 px', () => {
    // Only a resize with the same proportions can be undone by resizing: otherwise the fit
    // leaves empty bands that the way back keeps, so the property draws proportional sizes.
    const arbAsset = fc.record({
      x: fc.double({ min: -500, max: 1500, noNaN: true }),
      y: fc.double({ min: -500, max: 1500, noNaN: true }),
      width: fc.double({ min: 0, max: 1000, noNaN: true }),
      height: fc.double({ min: 0, max: 1000, noNaN: true }),
      rotation: fc.double({ min: 0, max: 359, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 2000, noNaN: true }),
        fc.double({ min: 50, max: 2000, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.constantFrom('px' as const, 'mm' as const),
        fc.array(arbAsset, { minLength: 1, maxLength: 5 }),
        (w, h, k, units, geometry) => {
          const original = doc({ flatWidth: w, flatHeight: h, units }, page('p', ...geometry.map((g) => rect(g))));
          const resized = changePageSize(original, { width: w * k, height: h * k, units });
          const back = changePageSize(resized, { width: w, height: h, units });
          back.assets.forEach((a, i) => {
            const o = original.assets[i]!;
            box(a).forEach((v, j) => void expect(Math.abs(v - box(o)[j]!)).toBeLessThan(0.01));
            expect(a.rotation).toBe(o.rotation);
          });
        },
      ),
    );
  });
});

describe('unit change keeps the physical size (spec 001 section 4.8)', () => {
  it('converts size, margins and gutter from mm to px with 3.7795 px per mm', () => {
    const content = doc({ flatWidth: 297, flatHeight: 210, units: 'mm', marginLeft: 8, columnGutter: 10 }, page('p', rect({ id: 'r' })));
    const next = changeUnits(content, 'px');
    expect(next.layoutDimensions).toMatchObject({ units: 'px', flatWidth: 297 * 3.7795, flatHeight: 210 * 3.7795, marginLeft: 8 * 3.7795, columnGutter: 10 * 3.7795 });
    expect(next.assets).toBe(content.assets);
  });

  it('converts from px to mm with 0.2645833 mm per px', () => {
    const content = doc({ flatWidth: 1000, flatHeight: 500, units: 'px', marginTop: 100 }, page('p'));
    expect(changeUnits(content, 'mm').layoutDimensions).toMatchObject({ flatWidth: 264.5833, flatHeight: 500 * 0.2645833, marginTop: 100 * 0.2645833 });
  });

  it('changes nothing for the same units', () => {
    const content = doc({ units: 'mm' }, page('p'));
    expect(changeUnits(content, 'mm')).toBe(content);
  });
});
