import { z } from 'zod';
import { DONATION_SMALL_MEALS, DONATION_SMALL_TOTAL, PRICE_DECIMALS } from './constants';

/** Illustration fee settings of the marketplace (spec 001 section 3: percent, dollar). */
export const commissionSchema = z.object({ percent: z.number(), dollar: z.number() });
export type Commission = z.infer<typeof commissionSchema>;

/** Rounds a money amount to the 2 decimals prices are shown with. */
export function roundMoney(amount: number): number {
  const factor = 10 ** PRICE_DECIMALS;
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}

/** A price as shown: 'Free' for 0, otherwise '$' with 2 decimals. */
export function formatPrice(amount: number): string {
  return amount === 0 ? 'Free' : `$${amount.toFixed(PRICE_DECIMALS)}`;
}

/** The stock fee shown for a price: price times the percent plus the dollar amount, to 2 decimals (spec 001 section 9). */
export function stockFee(price: number, commission: Commission): number {
  return roundMoney((price * commission.percent) / 100 + commission.dollar);
}

/**
 * What a buyer pays for a stock item (its `fullCost`): the price plus the stock fee, to 2
 * decimals. A free item stays free: the fee is charged on sales only.
 */
export function priceWithFee(price: number, commission: Commission): number {
  return price > 0 ? roundMoney(price + stockFee(price, commission)) : 0;
}

/** Meals donated for a payment total: 2 up to 19, otherwise twice the floor of ten percent of the total (spec 001 section 9). */
export function mealsDonated(total: number): number {
  return total <= DONATION_SMALL_TOTAL ? DONATION_SMALL_MEALS : 2 * Math.floor(total / 10);
}
