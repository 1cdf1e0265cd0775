import { describe, expect, it } from 'vitest';
import { asset, doc, image, line, page, rect } from '../testing/fixtures';
import { mmToPx } from '../units';
import { fitToPage, lineStyleOf, resetFilters, setFilter, setLineFormat, setLocked, setOpacity, setShapeFormat } from './appearance';

describe('opacity and filters (IMAGE FORMATTING)', () => {
  it('sets opacity within 0..1 and leaves the content alone when unchanged', () => {
    const content = doc(page('p', rect({ id: 'a', opacity: 1 })));
    expect(setOpacity(content, { assetIds: ['a'], opacity: 0.4 }).assets[0]!.opacity).toBe(0.4);
    expect(setOpacity(content, { assetIds: ['a'], opacity: 7 })).toBe(content);
    expect(setOpacity(content, { assetIds: ['a'], opacity: Number.NaN })).toBe(content);
  });

  it('sets, removes and resets filters on pictures only', () => {
    const content = doc(page('p', image({ id: 'i' }), rect({ id: 'r' })));
    const blurred = setFilter(content, { assetIds: ['i', 'r'], filter: 'blur', value: 4 });
    const img = blurred.assets[0]!;
    expect(img.type === 'image' && img.filters).toEqual({ blur: 4 });
    expect(blurred.assets[1]).toBe(content.assets[1]);
    const removed = setFilter(blurred, { assetIds: ['i'], filter: 'blur', value: null }).assets[0]!;
    expect(removed.type === 'image' && removed.filters).toEqual({});
    const reset = resetFilters(setFilter(content, { assetIds: ['i'], filter: 'sepia', value: 1 }), { assetIds: ['i'] }).assets[0]!;
    expect(reset.type === 'image' && reset.filters).toEqual({});
  });
});

describe('lock, shape format and line format', () => {
  it('locks and unlocks', () => {
    const content = doc(page('p', rect({ id: 'a' })));
    const locked = setLocked(content, { assetIds: ['a'], locked: true });
    expect(locked.assets[0]!.locked).toBe(true);
    expect(setLocked(content, { assetIds: ['a'], locked: false })).toBe(content);
  });

  it('changes stroke width and corner radius of shapes only', () => {
    const content = doc(page('p', rect({ id: 'a' }), line({ id: 'l' })));
    const next = setShapeFormat(content, { assetIds: ['a', 'l'], format: { strokeWidth: 4, cornerRadius: 12 } });
    const a = next.assets[0]!;
    expect(a.type === 'shape' && [a.shapeProps.strokeWidth, a.shapeProps.cornerRadius]).toEqual([4, 12]);
    expect(next.assets[1]).toBe(content.assets[1]);
  });

  it('a border width above 0 switches a border that is off on; 0 and other fields leave it as it is', () => {
    // The fixture's rectangle has its border off and 0 wide, as a new shape does.
    const content = doc(page('p', rect({ id: 'a' })));
    const props = (c: typeof content) => (c.assets[0] as { shapeProps: { strokeEnabled: boolean; strokeWidth: number } }).shapeProps;
    expect(props(setShapeFormat(content, { assetIds: ['a'], format: { strokeWidth: 5 } }))).toMatchObject({ strokeEnabled: true, strokeWidth: 5 });
    expect(setShapeFormat(content, { assetIds: ['a'], format: { strokeWidth: 0 } })).toBe(content);
    expect(props(setShapeFormat(content, { assetIds: ['a'], format: { cornerRadius: 4 } })).strokeEnabled).toBe(false);
  });

  it("sets an svg_image's border width, switching its border on", () => {
    const content = doc(page('p', asset('svg_image', { id: 's', link: '/a.svg' })));
    const next = setShapeFormat(content, { assetIds: ['s'], format: { strokeWidth: 3, cornerRadius: 9 } }).assets[0]!;
    expect(next.type === 'svg_image' && next.shapeProps).toMatchObject({ strokeWidth: 3, strokeEnabled: true });
    expect(next.type === 'svg_image' && next.shapeProps).not.toHaveProperty('cornerRadius');
  });

  it('sets a line dashed 16/16 or dotted 3/3, its caps, width and length', () => {
    const content = doc(page('p', line({ id: 'l', width: 200 })));
    const dotted = setLineFormat(content, { assetIds: ['l'], format: { style: 'dotted', lineCap: 'square', strokeWidth: 3, length: 400 } }).assets[0]!;
    if (dotted.type !== 'line') throw new Error('line expected');
    expect(dotted.lineConfig).toMatchObject({ dash: [3, 3], dashEnabled: true, lineCap: 'square', strokeWidth: 3, points: [0, 10, 400, 10] });
    expect(dotted.width).toBe(400);
    expect(lineStyleOf(dotted.lineConfig)).toBe('dotted');
    const solid = setLineFormat({ ...content, assets: [dotted] }, { assetIds: ['l'], format: { style: 'solid' } }).assets[0]!;
    expect(solid.type === 'line' && [solid.lineConfig.dashEnabled, lineStyleOf(solid.lineConfig)]).toEqual([false, 'solid']);
  });
});

describe('Fit', () => {
  it('scales a picture to fit the page, keeping its proportions, centred', () => {
    const content = doc({ flatWidth: 100, flatHeight: 50, units: 'mm' }, page('p', image({ id: 'i', x: 3, y: 4, width: 100, height: 100, rotation: 30 })));
    const fitted = fitToPage(content, { assetIds: ['i'] }).assets[0]!;
    expect(fitted.height).toBeCloseTo(mmToPx(50));
    expect(fitted.width).toBeCloseTo(mmToPx(50));
    expect(fitted.x).toBeCloseTo(mmToPx(25));
    expect([fitted.y, fitted.rotation]).toEqual([0, 0]);
  });

  it('keeps a flipped picture on the page: its origin is the far side of the fitted box', () => {
    const content = doc({ flatWidth: 100, flatHeight: 50, units: 'mm' }, page('p', image({ id: 'i', x: 300, y: 200, width: 160, height: 120, scaleX: -1, scaleY: -1 })));
    const fitted = fitToPage(content, { assetIds: ['i'] }).assets[0]!;
    // Drawn from x - width to x and from y - height to y: the box is centred on the page.
    expect(fitted.x - fitted.width / 2).toBeCloseTo(mmToPx(50));
    expect(fitted.y - fitted.height / 2).toBeCloseTo(mmToPx(25));
    expect([fitted.scaleX, fitted.scaleY]).toEqual([-1, -1]);
  });
});
