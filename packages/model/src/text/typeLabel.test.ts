import { describe, expect, it } from 'vitest';
import { defaultTextConfig } from '../assets/text';
import { TEXT_STYLES, textConfigForStyle } from '../ops/add';
import { defaultTextStyles, type TextStyle } from './styles';
import { CUSTOMIZED_TEXT_LABEL, textTypeLabel } from './typeLabel';

describe('text type label: the matching style name or "Customized text" (spec 001 section 4.13)', () => {
  it('names every style of the Text panel, as the panel adds it', () => {
    expect(TEXT_STYLES.map((s) => textTypeLabel(textConfigForStyle(s.name)))).toEqual([
      'Heading H1',
      'Heading H2',
      'Heading H3',
      'Subheading',
      'Body text',
      'Caption text',
      'Boxed text',
    ]);
  });

  it("says 'Customized text' when the size matches no style", () => {
    expect(CUSTOMIZED_TEXT_LABEL).toBe('Customized text');
    expect(textTypeLabel(defaultTextConfig({ fontSize: 27 }))).toBe('Customized text');
  });

  it('needs the font, line height and letter spacing to match as well', () => {
    expect(textTypeLabel(defaultTextConfig({ fontSize: 14 }))).toBe('Subheading');
    expect(textTypeLabel(defaultTextConfig({ fontSize: 14, fontId: 5, fontFamily: 'Lobster' }))).toBe('Customized text');
    expect(textTypeLabel(defaultTextConfig({ fontSize: 14, lineHeight: 1.4 }))).toBe('Customized text');
    expect(textTypeLabel(defaultTextConfig({ fontSize: 14, letterSpacing: 0.1 }))).toBe('Customized text');
  });

  it('matches a line height reached by stepping 0.1 (1.2 + 0.1)', () => {
    expect(textTypeLabel(defaultTextConfig({ fontSize: 9, lineHeight: 1.2 + 0.1 }))).toBe('Body text');
  });

  it("says 'Customized text' when bold or italic is set and the style lacks it", () => {
    expect(textTypeLabel(defaultTextConfig({ fontSize: 9, fontStyle: ['bold'] }))).toBe('Customized text');
    expect(textTypeLabel(defaultTextConfig({ fontSize: 26, fontStyle: ['bold', 'italic'] }))).toBe('Customized text');
    expect(textTypeLabel(defaultTextConfig({ fontSize: 26, fontStyle: ['bold'] }))).toBe('Heading H1');
  });

  it('decision: a heading with its bold turned off still matches (only a style lacking bold or italic fails)', () => {
    expect(textTypeLabel(defaultTextConfig({ fontSize: 26, fontStyle: [] }))).toBe('Heading H1');
  });

  it("uses a font combination's styles", () => {
    const combo: TextStyle[] = defaultTextStyles().map((s) => (s.name === 'h1' ? { ...s, fontId: 7, size: 40, fontStyle: 'italic' } : s));
    expect(textTypeLabel(defaultTextConfig({ fontId: 7, fontFamily: 'Lobster', fontSize: 40 }), combo)).toBe('Heading H1');
    expect(textTypeLabel(defaultTextConfig({ fontSize: 26, fontStyle: ['bold'] }), combo)).toBe('Customized text');
  });
});
