import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { defaultFontPath } from './node';
import { fontFromBytes } from './load';
import { isWoff, sfntFromWoff } from './woff';

const woffPath = defaultFontPath('bold');
const woff2Path = woffPath.replace(/\.woff$/, '.woff2');

describe('sfntFromWoff', () => {
  it('unpacks the default font to a TrueType file that lays out and draws as fontkit reads the WOFF itself', async () => {
    const woff = new Uint8Array(await readFile(woffPath));
    expect(isWoff(woff)).toBe(true);
    const sfnt = await sfntFromWoff(woff);
    expect(isWoff(sfnt)).toBe(false);
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000); // TrueType outlines

    const plain = fontkit.create(Buffer.from(sfnt)) as fontkit.Font;
    const reference = fontkit.create(Buffer.from(woff)) as fontkit.Font;
    expect(plain.unitsPerEm).toBe(reference.unitsPerEm);
    expect([plain.ascent, plain.descent]).toEqual([reference.ascent, reference.descent]);
    const text = 'Quick brown fox, AV Ta fi 0123456789';
    const [a, b] = [plain.layout(text), reference.layout(text)];
    expect(a.glyphs.map((g) => g.id)).toEqual(b.glyphs.map((g) => g.id));
    expect(a.positions.map((p) => p.xAdvance)).toEqual(b.positions.map((p) => p.xAdvance));
    for (const glyph of a.glyphs) expect(plain.getGlyph(glyph.id).path.toSVG()).toBe(reference.getGlyph(glyph.id).path.toSVG());
  });

  it('fontFromBytes reads the WOFF and the WOFF2 of one face with the same metrics', async () => {
    const fromWoff = await fontFromBytes(await readFile(woffPath));
    const fromWoff2 = await fontFromBytes(await readFile(woff2Path));
    expect(fromWoff.layout('Layout').advanceWidth).toBe(fromWoff2.layout('Layout').advanceWidth);
  });

  it('refuses a file that is not a WOFF, and a WOFF whose tables point outside it', async () => {
    await expect(sfntFromWoff(new Uint8Array(100))).rejects.toThrow('Not a WOFF file');
    const woff = new Uint8Array(await readFile(woffPath));
    await expect(sfntFromWoff(woff.subarray(0, 200))).rejects.toThrow(/outside the file|cut short/);
    const corrupt = woff.slice();
    // The first table's data, overwritten: it no longer inflates.
    const firstOffset = new DataView(corrupt.buffer).getUint32(44 + 4);
    corrupt.fill(0xff, firstOffset, firstOffset + 16);
    await expect(sfntFromWoff(corrupt)).rejects.toThrow();
  });
});
