import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { defaultFontPath } from '../fonts/node';
import { sfntFromWoff } from '../fonts/woff';
import { embeddableBytes, loadEmbeddableFont } from './fonts';

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
