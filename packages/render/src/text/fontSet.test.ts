import { describe, expect, it } from 'vitest';
import { loadDefaultFamily } from '../fonts/node';
import { createFontSet } from './fontSet';

const roboto = await loadDefaultFamily();

describe('choosing the face of a text', () => {
  const fonts = createFontSet(roboto);

  it('reads four distinct Roboto faces from the shipped files', () => {
    expect([roboto.regular, roboto.bold, roboto.italic, roboto.boldItalic].map((f) => f.subfamilyName)).toEqual(['Regular', 'Bold', 'Italic', 'Bold Italic']);
    expect(roboto.regular.familyName).toBe('Roboto');
  });

  it('picks the bold, italic and bold italic faces of the default font', () => {
    expect(fonts.resolve({ fontId: 0, fontStyle: [] })).toBe(roboto.regular);
    expect(fonts.resolve({ fontId: 0, fontStyle: ['bold'] })).toBe(roboto.bold);
    expect(fonts.resolve({ fontId: 0, fontStyle: ['italic'] })).toBe(roboto.italic);
    expect(fonts.resolve({ fontId: 0, fontStyle: ['italic', 'bold'] })).toBe(roboto.boldItalic);
  });

  it('falls back to the default font when a font is missing (spec: missing fonts use the default)', () => {
    expect(fonts.resolve({ fontId: 42, fontStyle: [] })).toBe(roboto.regular);
    expect(fonts.resolve({ fontId: 42, fontStyle: ['bold'] })).toBe(roboto.bold);
  });

  it('uses the regular face of another loaded font: bold and italic exist only for the default font', () => {
    const other = { regular: roboto.italic };
    const withOther = createFontSet(roboto, new Map([[7, other]]));
    expect(withOther.resolve({ fontId: 7, fontStyle: ['bold'] })).toBe(roboto.italic);
  });

  it('falls back to the nearest face the family has', () => {
    const partial = createFontSet({ regular: roboto.regular, bold: roboto.bold });
    expect(partial.resolve({ fontId: 0, fontStyle: ['bold', 'italic'] })).toBe(roboto.bold);
    expect(partial.resolve({ fontId: 0, fontStyle: ['italic'] })).toBe(roboto.regular);
  });
});
