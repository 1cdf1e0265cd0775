import { queryString } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { svgPageQuery } from './svgs';

describe('a page of the shape and icon libraries', () => {
  it('asks for 12 items of a category a page (More >, spec 001 section 9)', () => {
    expect(queryString(svgPageQuery('shape', { categoryId: 4 }, 2))).toBe('?type=shape&page=2&perPage=12&categoryId=4');
  });
  it('asks for a search’s items, the words encoded', () => {
    expect(queryString(svgPageQuery('icon', { search: 'arrow & up' }, 1))).toBe('?type=icon&page=1&perPage=12&search=arrow+%26+up');
  });
});
