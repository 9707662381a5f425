const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // "Currency format 0,0.00": it-IT groups only from 5 digits by default (1234,50 €); always group.
  useGrouping: 'always',
  // Never show "-0,00 €" for a negative zero or an amount that rounds to zero.
  signDisplay: 'negative',
});

/** Money is always euro in Italian format, whatever the interface language: 1.234,50 €. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** Amounts are kept in cents in the database; this is the one place that converts. */
export function centsToEuro(cents: number): number {
  return Math.round(cents) / 100;
}
