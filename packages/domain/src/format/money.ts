const amountFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // "Currency format 0,0.00": it-IT groups only from 5 digits by default (1234,50); always group.
  useGrouping: 'always',
  // Never show "-0,00" for a negative zero or an amount that rounds to zero.
  signDisplay: 'negative',
});

/**
 * Money is always euro in Italian number format, whatever the interface language, with the symbol
 * first as the specification's "$ 0,0.00" writes it: "€ 1.234,50" (a no-break space after €, so
 * the two never part at a line end), "-€ 12,00" for a refund.
 */
export function formatEuro(amount: number): string {
  const formatted = amountFormat.format(amount);
  return formatted.startsWith('-') ? `-€\u00a0${formatted.slice(1)}` : `€\u00a0${formatted}`;
}

/** Amounts are kept in cents in the database; this is the one place that converts. */
export function centsToEuro(cents: number): number {
  return Math.round(cents) / 100;
}
