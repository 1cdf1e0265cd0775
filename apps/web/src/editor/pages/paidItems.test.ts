import { describe, expect, it } from 'vitest';
import { asset, doc, page, rect, text } from '../../../../../packages/model/src/testing/fixtures';
import { stockRefOf } from '@layout/model';
import { paidItemsOnPage } from './paidItems';

const content = doc(
  page(
    'p1',
    asset('illustration', { id: 'paid-illustration', illustrationConfig: { link: 'a.svg', id: 7 } }),
    asset('illustration', { id: 'free-illustration', illustrationConfig: { link: 'b.svg', id: 8 } }),
    asset('svg_image', { id: 'paid-svg', link: 'c.svg', svgId: 3 }),
    asset('illustration', { id: 'own-illustration', illustrationConfig: { link: 'd.svg' } }),
    text({ id: 't' }),
  ),
  page('p2', asset('icon', { id: 'paid-icon', link: 'e.svg', svgId: 3 }), rect({ id: 'r' })),
);
const prices = {
  illustrations: new Map([
    [7, 2],
    [8, 0],
  ]),
  svgs: new Map([[3, 1.5]]),
};

describe('the paid-item notice of the page strip (spec 001 section 2.5)', () => {
  it('lists the assets of the page made from stock that has a price', () => {
    expect(paidItemsOnPage(content, 'p1', prices)).toEqual([
      { assetId: 'paid-illustration', ref: { kind: 'illustration', id: 7 }, price: 2 },
      { assetId: 'paid-svg', ref: { kind: 'svg', id: 3 }, price: 1.5 },
    ]);
    expect(paidItemsOnPage(content, 'p2', prices).map((i) => i.assetId)).toEqual(['paid-icon']);
  });

  it('finds nothing while no stock prices are known', () => {
    expect(paidItemsOnPage(content, 'p1', { illustrations: new Map(), svgs: new Map() })).toEqual([]);
  });

  it('tells stock from the user’s own artwork', () => {
    const own = content.assets.find((a) => a.id === 'own-illustration')!;
    expect(stockRefOf(own)).toBeNull();
    expect(stockRefOf(content.assets.find((a) => a.id === 't')!)).toBeNull();
  });
});
