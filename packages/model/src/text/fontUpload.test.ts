import { describe, expect, it } from 'vitest';
import { fontNameFromFileName, isFontFile, prepareFontUpload } from './fontUpload';

describe('font upload: .otf or .ttf only, named before the first dot, category 1 (spec 000 section 5)', () => {
  it('names the font after the file name before its first dot', () => {
    expect(fontNameFromFileName('Open Sans.v2.ttf')).toBe('Open Sans');
    expect(fontNameFromFileName('Lobster.otf')).toBe('Lobster');
    expect(fontNameFromFileName('C:\\fonts\\Lato.Bold.ttf')).toBe('Lato');
    expect(fontNameFromFileName('.ttf')).toBe('.ttf');
  });

  it('accepts the four font types on .otf and .ttf files', () => {
    for (const type of ['font/otf', 'font/ttf', 'application/font-sfnt', 'application/x-font-ttf', '']) {
      expect(isFontFile({ name: 'A.TTF', type })).toBe(true);
    }
    expect(isFontFile({ name: 'a.woff', type: 'font/woff' })).toBe(false);
    expect(isFontFile({ name: 'a.ttf', type: 'image/png' })).toBe(false);
  });

  it("uses only the first file; 'Invalid font file' for another type; nothing when cancelled", () => {
    const first = { name: 'Lobster.Regular.ttf', type: 'font/ttf' };
    expect(prepareFontUpload([first, { name: 'b.otf', type: 'font/otf' }])).toEqual({ file: first, name: 'Lobster', fontCategoryId: 1 });
    expect(prepareFontUpload([{ name: 'photo.png', type: 'image/png' }, first])).toEqual({ error: 'Invalid font file' });
    expect(prepareFontUpload([])).toBeUndefined();
  });
});
