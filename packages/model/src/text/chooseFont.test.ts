import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_FAMILY, type TextConfig, defaultTextConfig } from '../assets/text';
import { findAsset } from '../ops/collection';
import { doc, page, rect, text } from '../testing/fixtures';
import { canToggleFontStyle, chooseFont, toggleFontStyle } from './chooseFont';

const withText = (over: Partial<TextConfig>) => doc(page('p', text({ id: 't', textConfig: defaultTextConfig(over) }), rect({ id: 'r' })));
const config = (content: ReturnType<typeof doc>) => (findAsset(content, 't') as { textConfig: TextConfig }).textConfig;

describe('choosing a font clears fontStyle unless the default font is chosen (spec 001 section 4.13)', () => {
  it('clears bold and italic when a stored font is chosen', () => {
    const next = config(chooseFont(withText({ fontStyle: ['bold', 'italic'] }), { assetId: 't', fontId: 12, fontFamily: 'Lobster' }));
    expect(next).toMatchObject({ fontId: 12, fontFamily: 'Lobster', fontStyle: [] });
  });

  it('keeps bold and italic when the default font (fontId 0) is chosen', () => {
    const next = config(chooseFont(withText({ fontId: 12, fontFamily: 'Lobster', fontStyle: ['italic'] }), { assetId: 't', fontId: 0 }));
    expect(next).toMatchObject({ fontId: 0, fontFamily: DEFAULT_FONT_FAMILY, fontStyle: ['italic'] });
  });

  it('refuses a stored font without a family, and changes nothing for the same font or a non-text', () => {
    const content = withText({ fontId: 12, fontFamily: 'Lobster' });
    expect(chooseFont(content, { assetId: 't', fontId: 13, fontFamily: ' ' })).toBe(content);
    expect(chooseFont(content, { assetId: 't', fontId: 12, fontFamily: 'Lobster' })).toBe(content);
    expect(chooseFont(content, { assetId: 'r', fontId: 13, fontFamily: 'Lato' })).toBe(content);
  });
});

describe('bold and italic are only available when fontId is 0 (spec 001 section 3)', () => {
  it('toggles bold and italic on the default font, in the order bold, italic', () => {
    const content = withText({});
    expect(canToggleFontStyle(config(content))).toBe(true);
    const italic = toggleFontStyle(content, { assetId: 't', style: 'italic' });
    const both = toggleFontStyle(italic, { assetId: 't', style: 'bold' });
    expect(config(both).fontStyle).toEqual(['bold', 'italic']);
    expect(config(toggleFontStyle(both, { assetId: 't', style: 'italic' })).fontStyle).toEqual(['bold']);
  });

  it('refuses the toggles for any other font', () => {
    const content = withText({ fontId: 12, fontFamily: 'Lobster' });
    expect(canToggleFontStyle(config(content))).toBe(false);
    expect(toggleFontStyle(content, { assetId: 't', style: 'bold' })).toBe(content);
  });
});
