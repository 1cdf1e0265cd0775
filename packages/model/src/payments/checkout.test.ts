import { describe, expect, it } from 'vitest';
import { donationNotice, formatAmount, unpaidItemsOfDesigns } from './checkout';
import type { UnpaidAsset } from './schemas';

const asset = (id: number, fullCost: number, itemType: UnpaidAsset['itemType'] = 'illustration'): UnpaidAsset => ({
  id,
  itemType,
  name: `Item ${id}`,
  link: `/files/${id}.svg`,
  cost: fullCost - 1,
  fullCost,
  user: { id: 9, creatorName: 'Studio' },
});

describe('the Checkout dialog’s items (spec 001 section 2.7)', () => {
  it('lists an item used by two designs in the bucket once and charges it once', () => {
    const first = { unpaidAssetsInDesign: [asset(1, 3.35), asset(2, 2.2)], totalCostToPay: 5.55 };
    const second = { unpaidAssetsInDesign: [asset(1, 3.35), asset(1, 4, 'svg')], totalCostToPay: 7.35 };
    const { items, total } = unpaidItemsOfDesigns([first, second]);
    expect(items.map((i) => `${i.itemType}:${i.id}`)).toEqual(['illustration:1', 'illustration:2', 'svg:1']);
    expect(total).toBe(9.55);
  });

  it('has nothing to pay for an empty bucket', () => {
    expect(unpaidItemsOfDesigns([])).toEqual({ items: [], total: 0 });
  });
});

describe('amounts and the donation notice (spec 001 section 9)', () => {
  it('shows 2 decimals and the currency upper-case', () => {
    expect(formatAmount(5, 'aud')).toBe('5.00 AUD');
    expect(formatAmount(12.5, 'usd')).toBe('12.50 USD');
  });

  it('donates 2 meals up to 19, else twice the floor of ten percent', () => {
    expect(donationNotice(3.35)).toBe('2 meals will be donated.');
    expect(donationNotice(19)).toBe('2 meals will be donated.');
    expect(donationNotice(49)).toBe('8 meals will be donated.');
  });
});
