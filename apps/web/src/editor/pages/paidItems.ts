import { type DesignContent, type StockRef, stockRefOf } from '@layout/model';
import { useMemo } from 'react';
import { useSvgPrices } from '../library/svgs';

/**
 * Paid stock on a page, for the page strip's paid-item notice (spec 001 section 2.5). Paid stock
 * items are illustrations and some svg items (spec 000 section 1); an asset refers to one by its
 * illustration id or svg id, and the price comes from the stock catalogue.
 */

/** Prices of stock items by id (0 = free). Items absent from the tables are free. */
export interface StockPrices {
  illustrations: ReadonlyMap<number, number>;
  svgs: ReadonlyMap<number, number>;
}

export interface PaidItem {
  assetId: string;
  ref: StockRef;
  price: number;
}

function priceOf(ref: StockRef, prices: StockPrices): number {
  return (ref.kind === 'illustration' ? prices.illustrations : prices.svgs).get(ref.id) ?? 0;
}

/** The assets of a page made from stock that has a price, in the content's order. */
export function paidItemsOnPage(content: DesignContent, pageId: string, prices: StockPrices): PaidItem[] {
  if (prices.illustrations.size === 0 && prices.svgs.size === 0) return [];
  const items: PaidItem[] = [];
  for (const asset of content.assets) {
    if (asset.pageId !== pageId) continue;
    const ref = stockRefOf(asset);
    const price = ref ? priceOf(ref, prices) : 0;
    if (ref && price > 0) items.push({ assetId: asset.id, ref, price });
  }
  return items;
}

const NO_PRICES: ReadonlyMap<number, number> = new Map();

/**
 * The prices of the stock the editor knows: the library's paid shapes and icons (what a buyer
 * pays, fullCost). Illustrations' prices are still to join.
 */
export function useStockPrices(): StockPrices {
  const svgs = useSvgPrices() ?? NO_PRICES;
  return useMemo(() => ({ illustrations: NO_PRICES, svgs }), [svgs]);
}
