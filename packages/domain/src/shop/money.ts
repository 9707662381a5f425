import { centsToEuro, formatEuro } from '../format/money.ts';

/**
 * Money of the shop (specification 000, section 9: "line total price times quantity, 2 decimals";
 * section 1: "Currency is euro with Italian number format"). Every amount is a whole number of
 * euro cents: prices, line totals, the bag, shipping and the grand total. Two decimals of euro are
 * exactly whole cents, so sums and products are exact and never floats.
 */

/** Whether a value is an amount of cents the shop accepts: a whole number, zero or more. */
export function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Refuses anything but whole, non-negative cents (a float here is a bug, never rounded away). */
export function assertCents(value: number, what = 'amount'): number {
  if (!isCents(value)) throw new RangeError(`${what} must be a whole number of cents ≥ 0, got ${value}`);
  return value;
}

/**
 * A price as the shop shows it, with the portal's one euro formatter (`formatEuro`: "€ 1.234,50",
 * the specification's "0,0.00 with symbol"): no second formatter for the shop.
 */
export function formatPriceCents(cents: number): string {
  return formatEuro(centsToEuro(assertCents(cents, 'price')));
}
