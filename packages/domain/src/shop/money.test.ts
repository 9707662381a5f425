import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCents, formatPriceCents, isCents } from './money.ts';

const NBSP = '\u00a0';

describe('cents — every amount of the shop is a whole number of euro cents', () => {
  it.each([
    [0, true],
    [1, true],
    [11_000, true],
    [Number.MAX_SAFE_INTEGER, true],
    [-1, false],
    [0.5, false],
    [109.99, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
  ])('isCents(%s) → %s', (value, expected) => {
    expect(isCents(value)).toBe(expected);
  });

  it('assertCents returns whole cents and refuses floats and negatives (never rounds them away)', () => {
    expect(assertCents(10_999)).toBe(10_999);
    expect(() => assertCents(109.99, 'price')).toThrow(RangeError);
    expect(() => assertCents(109.99, 'price')).toThrow(/price/);
    expect(() => assertCents(-100)).toThrow(RangeError);
  });
});

describe('formatPriceCents — "Currency is euro with Italian number format" (the portal\'s formatEuro)', () => {
  it.each([
    [0, `€${NBSP}0,00`],
    [5, `€${NBSP}0,05`],
    [10_999, `€${NBSP}109,99`],
    [11_000, `€${NBSP}110,00`],
    [123_450, `€${NBSP}1.234,50`],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatPriceCents(cents)).toBe(expected);
  });

  it('refuses what is not cents', () => {
    expect(() => formatPriceCents(12.5)).toThrow(RangeError);
  });

  it('property: the text reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const text = formatPriceCents(cents).replace(`€${NBSP}`, '').replaceAll('.', '').replace(',', '');
        expect(Number(text)).toBe(cents);
      }),
    );
  });
});
