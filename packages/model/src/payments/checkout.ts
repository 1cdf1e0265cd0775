import { PRICE_DECIMALS } from '../constants';
import { sumMoney } from '../library/illustrations';
import { mealsDonated } from '../pricing';
import type { PaidDesignInfo, UnpaidAsset } from './schemas';

/**
 * What the checkout screens show (spec 001 sections 2.7, 8 and 9): the unpaid stock items of the
 * designs in the export bucket, their total, the donation notice. The server prices the payment;
 * these only show what it answered.
 */

/** The Checkout dialog with nothing waiting for export (spec 001 section 8). */
export const EMPTY_BUCKET_MESSAGE = 'Your bucket is empty :(';

/**
 * The unpaid items of several designs once each (two designs using one illustration pay for it
 * once), in the order first met, and what they cost together.
 */
export function unpaidItemsOfDesigns(infos: readonly PaidDesignInfo[]): { items: UnpaidAsset[]; total: number } {
  const seen = new Set<string>();
  const items: UnpaidAsset[] = [];
  for (const asset of infos.flatMap((info) => info.unpaidAssetsInDesign)) {
    const key = `${asset.itemType}:${asset.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(asset);
  }
  return { items, total: sumMoney(items.map((item) => item.fullCost)) };
}

/** An amount with its currency, as a checkout shows it: '12.50 AUD'. */
export function formatAmount(amount: number, currency: string): string {
  return `${amount.toFixed(PRICE_DECIMALS)} ${currency.toUpperCase()}`;
}

/** The donation notice of a payment (spec 001 section 9): '2 meals will be donated.' */
export function donationNotice(total: number): string {
  return `${mealsDonated(total)} meals will be donated.`;
}
