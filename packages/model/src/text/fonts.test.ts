import { describe, expect, it } from 'vitest';
import { defaultTextConfig } from '../assets/text';
import { doc, page, rect, text } from '../testing/fixtures';
import { ALL_FONTS_CATEGORY_ID, DOCUMENT_FONTS_CATEGORY_ID, type Font, MY_FONTS_CATEGORY_ID, PSEUDO_FONT_CATEGORIES, documentFonts, fontSchema, fontsInCategory } from './fonts';

const lobster = (id: number, over: Partial<Font> = {}): Font => ({ id, name: `Font ${id}`, link: `/fonts/${id}.ttf`, fontCategoryId: 2, ...over });

describe('font pseudo-categories: All fonts (-3), Document fonts (-2), My fonts (-1) (spec 001 section 3)', () => {
  it('names the three with their ids', () => {
    expect(PSEUDO_FONT_CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      [-3, 'All fonts'],
      [-2, 'Document fonts'],
      [-1, 'My fonts'],
    ]);
  });

  const fonts = [lobster(5), lobster(6, { userId: 42, fontCategoryId: 1 }), lobster(7, { fontCategoryId: 3 })];
  const content = doc(
    page('p', text({ id: 'a', textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'F7' }) }), rect(), text({ id: 'b' })),
    page('q', text({ id: 'c', textConfig: defaultTextConfig({ fontId: 7, fontFamily: 'F7' }) })),
  );

  it('lists the fonts the document uses, each once, in asset order', () => {
    expect(documentFonts(content)).toEqual([
      { fontId: 7, fontFamily: 'F7' },
      { fontId: 0, fontFamily: 'Roboto' },
    ]);
  });

  it('filters the font list by category', () => {
    expect(fontsInCategory(fonts, ALL_FONTS_CATEGORY_ID).map((f) => f.id)).toEqual([5, 6, 7]);
    expect(fontsInCategory(fonts, DOCUMENT_FONTS_CATEGORY_ID, { content }).map((f) => f.id)).toEqual([7]);
    expect(fontsInCategory(fonts, MY_FONTS_CATEGORY_ID, { userId: 42 }).map((f) => f.id)).toEqual([6]);
    expect(fontsInCategory(fonts, MY_FONTS_CATEGORY_ID)).toEqual([]);
    expect(fontsInCategory(fonts, 2).map((f) => f.id)).toEqual([5]);
  });

  it('reads a stored font: id, name, userId, link, fontCategoryId', () => {
    expect(fontSchema.parse({ id: 5, name: 'Lobster', userId: null, link: '/f.ttf', fontCategoryId: 1 })).toMatchObject({ name: 'Lobster' });
    expect(fontSchema.safeParse({ id: 0, name: 'Default', link: '/f.ttf', fontCategoryId: 1 }).success).toBe(false);
  });
});
