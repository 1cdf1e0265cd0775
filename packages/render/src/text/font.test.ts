import { describe, expect, it, vi } from 'vitest';
import { loadDefaultFamily } from '../fonts/node';
import { type FontLike, shapeRun } from './font';
import { px } from './testing';

const roboto = (await loadDefaultFamily()).bold;

describe('shapeRun', () => {
  it('shapes a line once per font: a second layout of the same line reuses the run and places the same glyphs', () => {
    const font: FontLike = Object.create(roboto);
    const layout = vi.spyOn(font, 'layout');
    const text = 'AVAWAY office, Type To. ffi';
    const first = shapeRun(font, text, px(12), 0);
    const again = shapeRun(font, text, px(30), 1.5);
    expect(layout).toHaveBeenCalledTimes(1);
    // The size and spacing are applied after shaping, so the cached run serves both.
    const reference = roboto.layout(text);
    expect(again.glyphs.map((g) => g.glyphId)).toEqual(reference.glyphs.map((g) => g.id));
    const scale = px(30) / roboto.unitsPerEm;
    let pen = 0;
    reference.glyphs.forEach((glyph, i) => {
      expect(again.glyphs[i]!.x).toBeCloseTo(pen + reference.positions[i]!.xOffset * scale, 9);
      pen += reference.positions[i]!.xAdvance * scale + 1.5 * glyph.codePoints.length;
    });
    expect(again.width).toBeCloseTo(pen, 9);
    expect(first.width).toBeCloseTo((reference.advanceWidth * px(12)) / roboto.unitsPerEm, 9);
    shapeRun(font, 'another line', px(12), 0);
    expect(layout).toHaveBeenCalledTimes(2);
  });
});
