import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuro, formatEuro } from './money.ts';

/** Intl puts a no-break space (U+00A0) between the amount and the euro sign. */
const NBSP = '\u00a0';

describe('formatEuro — "Currency is euro with Italian number format." / "Currency format 0,0.00 with symbol."', () => {
  it.each<{ amount: number; expected: string }>([
    { amount: 0, expected: `0,00${NBSP}€` },
    { amount: 1, expected: `1,00${NBSP}€` },
    { amount: 0.5, expected: `0,50${NBSP}€` },
    { amount: 9.9, expected: `9,90${NBSP}€` },
    { amount: 110, expected: `110,00${NBSP}€` },
    { amount: 999.99, expected: `999,99${NBSP}€` },
    // "0,0.00": thousands are always grouped with a dot, also with four digits
    { amount: 1000, expected: `1.000,00${NBSP}€` },
    { amount: 1234.5, expected: `1.234,50${NBSP}€` },
    { amount: 9999.99, expected: `9.999,99${NBSP}€` },
    { amount: 12345.67, expected: `12.345,67${NBSP}€` },
    { amount: 1234567.891, expected: `1.234.567,89${NBSP}€` },
    // two decimals, rounded half away from zero
    { amount: 12.345, expected: `12,35${NBSP}€` },
    { amount: 0.005, expected: `0,01${NBSP}€` },
    { amount: 0.004, expected: `0,00${NBSP}€` },
    { amount: 999.995, expected: `1.000,00${NBSP}€` },
    { amount: 0.1 + 0.2, expected: `0,30${NBSP}€` },
    // negative amounts (refunds), and never a negative zero
    { amount: -1234.5, expected: `-1.234,50${NBSP}€` },
    { amount: -0, expected: `0,00${NBSP}€` },
    { amount: -0.001, expected: `0,00${NBSP}€` },
  ])('$amount → "$expected"', ({ amount, expected }) => {
    expect(formatEuro(amount)).toBe(expected);
  });

  it('the separator before € is a no-break space, not a plain space', () => {
    const formatted = formatEuro(1234.5);
    expect(formatted).toBe('1.234,50\u00a0€');
    expect(formatted).not.toContain(' ');
    expect(formatted.codePointAt(formatted.length - 2)).toBe(0xa0);
  });

  it('property: every whole number of cents reads back as "0,0.00 €" and round-trips', () => {
    const pattern = /^-?\d{1,3}(?:\.\d{3})*,\d{2}\u00a0€$/;
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        const formatted = formatEuro(centsToEuro(cents));
        expect(formatted).toMatch(pattern);
        const parsed = Number(
          formatted
            .replace(/\u00a0€$/, '')
            .replaceAll('.', '')
            .replace(',', '.'),
        );
        expect(Math.round(parsed * 100)).toBe(cents);
      }),
    );
  });
});

describe('centsToEuro — "Amounts are kept in cents in the database; this is the one place that converts."', () => {
  it.each<{ cents: number; expected: number }>([
    { cents: 0, expected: 0 },
    { cents: 1, expected: 0.01 },
    { cents: 99, expected: 0.99 },
    { cents: 100, expected: 1 },
    { cents: 11000, expected: 110 },
    { cents: 123450, expected: 1234.5 },
    { cents: -250, expected: -2.5 },
    // fractions of a cent are rounded to a whole cent first
    { cents: 12345.6, expected: 123.46 },
    { cents: 12345.4, expected: 123.45 },
  ])('$cents cents → $expected €', ({ cents, expected }) => {
    expect(centsToEuro(cents)).toBe(expected);
  });

  it('formats the stored amount: 123450 cents → "1.234,50 €"', () => {
    expect(formatEuro(centsToEuro(123450))).toBe(`1.234,50${NBSP}€`);
  });
});
