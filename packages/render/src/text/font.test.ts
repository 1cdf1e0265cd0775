import { describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { fontFromBytes } from '../fonts/load';
import { defaultFontPath, loadDefaultFamily } from '../fonts/node';
import { type FontLike, shapeRun } from './font';
import { px } from './testing';

const roboto = (await loadDefaultFamily()).bold;

describe('shapeRun', () => {
  it('gives each glyph the characters of this text, whatever text fontkit met the glyph in first', async () => {
    // A font object of its own: fontkit's glyph cache is per object.
    const font = (await fontFromBytes(await readFile(defaultFontPath('regular')))) as unknown as FontLike & {
      getGlyph(id: number, codePoints?: number[]): unknown;
      glyphForCodePoint(c: number): { id: number };
    };
    // As a font whose ccmp decomposes 'Ü' into 'U' + a mark does: fontkit then keeps 'Ü' on the 'U' glyph.
    // (The id is read from another object of the same file: glyphForCodePoint would cache 'U' first.)
    const idOfU = ((await loadDefaultFamily()).regular as unknown as typeof font).glyphForCodePoint(0x55).id;
    font.getGlyph(idOfU, [0xdc]);
    const run = shapeRun(font, 'User', px(12), 1);
    expect(run.glyphs.map((g) => g.codePoints)).toEqual([[0x55], [0x73], [0x65], [0x72]]);
  });

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
