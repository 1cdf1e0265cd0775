import { describe, expect, it } from 'vitest';
import { formatPrice, mealsDonated, roundMoney, stockFee } from './pricing';

describe('prices and donations (spec 001 section 9)', () => {
  it('shows the stock fee as price times the percent plus the dollar amount, rounded to 2 decimals', () => {
    expect(stockFee(2, { percent: 30, dollar: 0.5 })).toBe(1.1);
    expect(stockFee(3.33, { percent: 15, dollar: 0 })).toBe(0.5);
    expect(roundMoney(1.005)).toBe(1.01);
  });

  it("labels free items 'Free' and others with $ and 2 decimals", () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(2)).toBe('$2.00');
    expect(formatPrice(12.5)).toBe('$12.50');
  });

  it('donates 2 meals up to a total of 19, otherwise twice the floor of ten percent', () => {
    expect(mealsDonated(0)).toBe(2);
    expect(mealsDonated(19)).toBe(2);
    expect(mealsDonated(19.5)).toBe(2);
    expect(mealsDonated(49)).toBe(8);
    expect(mealsDonated(100)).toBe(20);
  });
});
