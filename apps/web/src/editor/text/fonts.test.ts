import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from '@layout/model';
import { sfntFromWoff } from '@layout/render';
import { beforeAll, describe, expect, it } from 'vitest';
import { cssFontFamily, drawnFontId, knownFontName, loadFontIds, loadStoredFont, rememberFonts, storedFontState, waitsForFont } from './fonts';

const require = createRequire(import.meta.url);

/** A stored font whose file is a real .ttf (Lato), served as a data: link. */
let lato: Font;
/** A stored font whose link answers bytes that are no font. */
const broken: Font = { id: 902, name: 'Broken', userId: 7, fontCategoryId: 1, link: 'data:font/ttf;base64,bm90IGEgZm9udA==' };

beforeAll(async () => {
  const ttf = await sfntFromWoff(readFileSync(require.resolve('@fontsource/lato/files/lato-latin-400-normal.woff')));
  lato = { id: 901, name: 'Lato', userId: null, fontCategoryId: 1, link: `data:font/ttf;base64,${Buffer.from(ttf).toString('base64')}` };
  rememberFonts([lato, broken]);
});

describe('stored fonts on the canvas (spec 001 section 4.11)', () => {
  it('a known font loads once; its texts wait while it downloads, then are drawn in it', async () => {
    const loading = loadStoredFont(lato.id);
    expect(loadStoredFont(lato.id)).toBe(loading);
    expect(storedFontState(lato.id)).toBe('loading');
    expect(waitsForFont({ fontId: lato.id })).toBe(true);
    expect(drawnFontId(lato.id)).toBe(0);
    expect(await loading).toBe(true);
    expect(storedFontState(lato.id)).toBe('ready');
    expect(waitsForFont({ fontId: lato.id })).toBe(false);
    expect(drawnFontId(lato.id)).toBe(lato.id);
    expect(knownFontName(lato.id)).toBe('Lato');
  });

  it('a file that is no font falls back to the default font, for good', async () => {
    expect(await loadStoredFont(broken.id)).toBe(false);
    expect(storedFontState(broken.id)).toBe('failed');
    expect(waitsForFont({ fontId: broken.id })).toBe(false);
    expect(drawnFontId(broken.id)).toBe(0);
  });

  it('loadFontIds answers the ids that can be drawn: the default font always, stored ones once loaded', async () => {
    expect(await loadFontIds([0, lato.id, broken.id, lato.id])).toEqual([0, lato.id]);
  });

  it('the browser draws a known font from its own face, anything else in the default font', () => {
    expect(cssFontFamily(lato.id)).toBe(`'layout-font-${lato.id}', Roboto, sans-serif`);
    expect(cssFontFamily(0)).toBe('Roboto, sans-serif');
    expect(cssFontFamily(123_456)).toBe('Roboto, sans-serif');
    expect(knownFontName(0)).toBe('Roboto');
    expect(knownFontName(123_456)).toBeUndefined();
  });
});
