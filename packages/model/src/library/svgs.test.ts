import { describe, expect, it } from 'vitest';
import { svgCategoryInputSchema, svgNameFromFileName, svgSearchQuerySchema, svgUpdateSchema, svgUploadFieldsSchema } from './svgs';

describe('svg library inputs', () => {
  it('a price is a number or digits with at most 2 decimals and 7 characters (spec 001 sections 5 and 9)', () => {
    expect(svgUpdateSchema.parse({ cost: '2.50' }).cost).toBe(2.5);
    expect(svgUpdateSchema.parse({ cost: 3 }).cost).toBe(3);
    expect(svgUpdateSchema.parse({ cost: '0' }).cost).toBe(0);
    for (const bad of ['2.505', '-1', 'abc', '12345678', 1.234, -2, '']) expect(svgUpdateSchema.safeParse({ cost: bad }).success, String(bad)).toBe(false);
  });

  it('keywords are stored lowercased and split on spaces, at most 135 characters', () => {
    expect(svgUpdateSchema.parse({ keyWords: 'Arrow  RIGHT next arrow' }).keyWords).toEqual(['arrow', 'right', 'next']);
    expect(svgUpdateSchema.parse({ keyWords: ['Star', 'Gold Badge'] }).keyWords).toEqual(['star', 'gold', 'badge']);
    expect(svgUpdateSchema.safeParse({ keyWords: 'x'.repeat(136) }).success).toBe(false);
  });

  it('names are trimmed, 1 to 42 characters, with the spec’s message', () => {
    expect(svgUpdateSchema.parse({ name: '  Ribbon ' }).name).toBe('Ribbon');
    const empty = svgUpdateSchema.safeParse({ name: '  ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Name has to include 1 or more symbols');
    expect(svgUpdateSchema.safeParse({ name: 'x'.repeat(43) }).success).toBe(false);
  });

  it('form fields: flags as "true"/"false", a category id or none', () => {
    expect(svgUploadFieldsSchema.parse({ isPublic: 'true', svgCategoryId: '4', cost: '1.5', type: 'shape' })).toEqual({
      isPublic: true,
      svgCategoryId: 4,
      cost: 1.5,
      type: 'shape',
    });
    expect(svgUploadFieldsSchema.parse({ isPublic: 'false', svgCategoryId: '' })).toEqual({ isPublic: false, svgCategoryId: null });
    expect(svgUpdateSchema.parse({ svgCategoryId: null })).toEqual({ svgCategoryId: null });
    for (const bad of [{ isPublic: 'yes' }, { svgCategoryId: '-1' }, { svgCategoryId: 'x' }, { type: 'photo' }]) expect(svgUploadFieldsSchema.safeParse(bad).success).toBe(false);
  });

  it('a search page: 12 per page unless asked, at most 100; page from 1', () => {
    expect(svgSearchQuerySchema.parse({})).toEqual({ search: '', page: 1, perPage: 12 });
    expect(svgSearchQuerySchema.parse({ type: 'icon', page: '3', perPage: '30', search: ' arrow ' })).toEqual({ type: 'icon', search: 'arrow', page: 3, perPage: 30 });
    for (const bad of [{ page: '0' }, { perPage: '101' }, { type: 'x' }, { categoryId: 'a' }]) expect(svgSearchQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('a category: name, order (default 1, at most 5 digits) and type', () => {
    expect(svgCategoryInputSchema.parse({ name: 'Arrows', type: 'shape' })).toEqual({ name: 'Arrows', type: 'shape', order: 1 });
    expect(svgCategoryInputSchema.safeParse({ name: 'Arrows', type: 'shape', order: 100000 }).success).toBe(false);
    expect(svgCategoryInputSchema.safeParse({ name: 'Arrows' }).success).toBe(false);
  });

  it('an uploaded file is named after the file, without .svg, dashes as spaces', () => {
    expect(svgNameFromFileName('arrow-right.svg')).toBe('arrow right');
    expect(svgNameFromFileName('My_Logo.SVG')).toBe('My Logo');
    expect(svgNameFromFileName('star-badge.png')).toBe('star badge');
    expect(svgNameFromFileName('Photo.JPEG')).toBe('Photo');
    expect(svgNameFromFileName('.svg')).toBe('Icon');
    expect(svgNameFromFileName(`${'a'.repeat(60)}.svg`)).toHaveLength(42);
  });
});
