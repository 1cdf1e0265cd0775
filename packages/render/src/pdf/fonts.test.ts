import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { defaultFontPath } from '../fonts/node';
import { sfntFromWoff } from '../fonts/woff';
import { embeddableBytes, loadEmbeddableFont, loadPdfFontSet } from './fonts';

describe('loadEmbeddableFont', () => {
  it('keeps the sfnt of a WOFF, so the PDF embeds the file the layout measured', async () => {
    const woff = await readFile(defaultFontPath('regular'));
    const font = await loadEmbeddableFont(woff);
    const sfnt = embeddableBytes(font)!;
    expect([...sfnt.subarray(0, 4)]).toEqual([0, 1, 0, 0]); // TrueType outlines
    expect(Buffer.from(sfnt).equals(Buffer.from(await sfntFromWoff(woff)))).toBe(true);
    expect(font.postscriptName).toBe('Roboto-Regular');
  });

  it('takes a TTF as it is', async () => {
    const ttf = await sfntFromWoff(await readFile(defaultFontPath('bold')));
    const font = await loadEmbeddableFont(ttf);
    expect(embeddableBytes(font)).toBe(ttf);
  });

  it('refuses a WOFF2, which pdfkit cannot embed', async () => {
    const woff2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]);
    await expect(loadEmbeddableFont(woff2)).rejects.toThrow(/WOFF2/);
  });
});

describe('fonts across exports', () => {
  it('reads a font file once per process: the same file, in another array, gives the same font', async () => {
    const woff = await readFile(defaultFontPath('italic'));
    const first = await loadEmbeddableFont(woff);
    const again = await loadEmbeddableFont(new Uint8Array(woff));
    expect(again).toBe(first);
    const other = await loadEmbeddableFont(await readFile(defaultFontPath('boldItalic')));
    expect(other).not.toBe(first);
    expect(other.postscriptName).toBe('Roboto-BoldItalic');
  });

  it('loads the default family once, and a font set of stored fonts reuses both', async () => {
    const ttf = await sfntFromWoff(await readFile(defaultFontPath('bold')));
    const [a, b] = [await loadPdfFontSet(new Map([[7, ttf]])), await loadPdfFontSet(new Map([[9, Uint8Array.from(ttf)]]))];
    expect(a.resolve({ fontId: 0, fontStyle: [] })).toBe(b.resolve({ fontId: 0, fontStyle: [] }));
    expect(a.resolve({ fontId: 7, fontStyle: [] })).toBe(b.resolve({ fontId: 9, fontStyle: [] }));
    expect(a.resolve({ fontId: 7, fontStyle: [] }).postscriptName).toBe('Roboto-Bold');
  });

  it('leaves a stored font it cannot embed out of the set, so its texts print in the default font', async () => {
    const ttf = await sfntFromWoff(await readFile(defaultFontPath('bold')));
    const set = await loadPdfFontSet([
      [7, ttf],
      [8, new Uint8Array(64).fill(7)],
    ]);
    expect(set.resolve({ fontId: 7, fontStyle: [] }).postscriptName).toBe('Roboto-Bold');
    expect(set.resolve({ fontId: 8, fontStyle: [] })).toBe(set.resolve({ fontId: 0, fontStyle: [] }));
  });

  it('does not keep a file that failed to load', async () => {
    const notAFont = new Uint8Array(64).fill(7);
    await expect(loadEmbeddableFont(notAFont)).rejects.toThrow();
    await expect(loadEmbeddableFont(notAFont)).rejects.toThrow();
  });
});
