import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuro, formatEuro } from './money.ts';

/** A no-break space (U+00A0) between the euro sign and the amount. */
const NBSP = '\u00a0';

describe('formatEuro — "Currency is euro with Italian number format." / currency format "$ 0,0.00": the symbol first', () => {
  it.each<{ amount: number; expected: string }>([
    { amount: 0, expected: `€${NBSP}0,00` },
    { amount: 1, expected: `€${NBSP}1,00` },
    { amount: 0.5, expected: `€${NBSP}0,50` },
    { amount: 9.9, expected: `€${NBSP}9,90` },
    { amount: 110, expected: `€${NBSP}110,00` },
    { amount: 999.99, expected: `€${NBSP}999,99` },
    // "0,0.00": thousands are always grouped with a dot, also with four digits
    { amount: 1000, expected: `€${NBSP}1.000,00` },
    { amount: 1234.5, expected: `€${NBSP}1.234,50` },
    { amount: 9999.99, expected: `€${NBSP}9.999,99` },
    { amount: 12345.67, expected: `€${NBSP}12.345,67` },
    { amount: 1234567.891, expected: `€${NBSP}1.234.567,89` },
    // two decimals, rounded half away from zero
    { amount: 12.345, expected: `€${NBSP}12,35` },
    { amount: 0.005, expected: `€${NBSP}0,01` },
    { amount: 0.004, expected: `€${NBSP}0,00` },
    { amount: 999.995, expected: `€${NBSP}1.000,00` },
    { amount: 0.1 + 0.2, expected: `€${NBSP}0,30` },
    // negative amounts (refunds), and never a negative zero
    { amount: -1234.5, expected: `-€${NBSP}1.234,50` },
    { amount: -0, expected: `€${NBSP}0,00` },
    { amount: -0.001, expected: `€${NBSP}0,00` },
  ])('$amount → "$expected"', ({ amount, expected }) => {
    expect(formatEuro(amount)).toBe(expected);
  });

  it('the separator after € is a no-break space, not a plain space', () => {
    const formatted = formatEuro(1234.5);
    expect(formatted).toBe('€\u00a01.234,50');
    expect(formatted).not.toContain(' ');
    expect(formatted.codePointAt(1)).toBe(0xa0);
  });

  it('property: every whole number of cents reads back as "€ 0,0.00" and round-trips', () => {
    const pattern = /^-?€\u00a0\d{1,3}(?:\.\d{3})*,\d{2}$/;
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        const formatted = formatEuro(centsToEuro(cents));
        expect(formatted).toMatch(pattern);
        const parsed = Number(
          formatted
            .replace(/€\u00a0/, '')
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

  it('formats the stored amount: 123450 cents → "€ 1.234,50"', () => {
    expect(formatEuro(centsToEuro(123450))).toBe(`€${NBSP}1.234,50`);
  });
});
