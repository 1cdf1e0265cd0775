/**
 * Prices are stored as whole cents (no floating-point drift in sums) and sent as dollars with at
 * most 2 decimals, as the stock form allows.
 */

/** Cents as dollars. */
export const dollars = (cents: number): number => cents / 100;

/** Dollars (at most 2 decimals) as cents. */
export const cents = (amount: number): number => Math.round(amount * 100);
