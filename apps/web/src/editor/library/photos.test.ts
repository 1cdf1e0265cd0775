import type { Photo, PhotoPage } from '@layout/model';
import { describe, expect, it } from 'vitest';
import { hasMorePhotos, photosOf } from './photos';

const photo = (id: string): Photo => ({
  id,
  description: id,
  width: 300,
  height: 200,
  urls: { thumb: `/t/${id}`, regular: `/r/${id}`, full: `/f/${id}` },
  author: { name: 'A', link: null },
  source: 'layout',
});
const page = (n: number, ids: string[], total: number): PhotoPage => ({ page: n, photos: ids.map(photo), total });
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `p${from + i}`);

describe('paging a photo listing 30 at a time', () => {
  it('asks for another page only after a full page with more to come', () => {
    expect(hasMorePhotos([])).toBe(false);
    expect(hasMorePhotos([page(1, ids(0, 30), 65)])).toBe(true);
    expect(hasMorePhotos([page(1, ids(0, 30), 65), page(2, ids(30, 30), 65)])).toBe(true);
    expect(hasMorePhotos([page(1, ids(0, 30), 65), page(2, ids(30, 30), 65), page(3, ids(60, 5), 65)])).toBe(false);
    // Exactly 30 in all: the full first page is the last.
    expect(hasMorePhotos([page(1, ids(0, 30), 30)])).toBe(false);
    // A failed page answers empty: no endless asking.
    expect(hasMorePhotos([page(1, ids(0, 30), 65), page(2, [], 0)])).toBe(false);
  });

  it('lists each photo once when pages overlap (the provider’s list changed between pages)', () => {
    expect(photosOf([page(1, ['a', 'b'], 3), page(2, ['b', 'c'], 3)]).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(photosOf(undefined)).toEqual([]);
  });
});
