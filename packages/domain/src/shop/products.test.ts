import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uploadRefusal } from '../shared/uploads.ts';
import { titled } from '../testing/titled.ts';
import {
  centsToEuroInput,
  euroToCents,
  PRODUCT_FILE_TYPES,
  promoWithoutPrice,
  type SizeKind,
  sizeKey,
  sizeListProblem,
} from './products.ts';

describe('euroToCents — the staff form edits euros with 2 decimals and sends whole cents', () => {
  it.each(
    titled<{ case: string; euros: number | string | null; expected: number | null }>('$case → $expected', [
      { case: '12.5 €', euros: 12.5, expected: 1250 },
      { case: '19.99 € (19.99 * 100 is 1998.9999…)', euros: 19.99, expected: 1999 },
      { case: '0.29 € (0.29 * 100 is 28.999…)', euros: 0.29, expected: 29 },
      { case: '1.005 € has a third decimal', euros: 1.005, expected: Number.NaN },
      { case: '0 €', euros: 0, expected: 0 },
      { case: 'a negative price', euros: -1, expected: Number.NaN },
      { case: 'the text "12,50" (Italian decimal comma)', euros: '12,50', expected: 1250 },
      { case: 'the text "7.3"', euros: '7.3', expected: 730 },
      { case: 'an empty field: no price', euros: '', expected: null },
      { case: 'null: no price', euros: null, expected: null },
      { case: 'not a number', euros: 'dodici', expected: Number.NaN },
      { case: 'infinity', euros: Number.POSITIVE_INFINITY, expected: Number.NaN },
    ]),
  )('%s', (_title, { euros, expected }) => {
    expect(euroToCents(euros)).toBe(expected);
  });

  it('property: any whole number of cents goes to euros and back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(euroToCents(centsToEuroInput(cents))).toBe(cents);
      }),
    );
  });

  it('an empty amount stays empty both ways', () => {
    expect(centsToEuroInput(null)).toBeNull();
  });
});

describe('sizeListProblem — a product with sizes has at least one, each once', () => {
  it.each(
    titled<{ case: string; kind: SizeKind; sizes: string[]; expected: ReturnType<typeof sizeListProblem> }>(
      '$case',
      [
        { case: 'no sizes and none listed', kind: 'none', sizes: [], expected: null },
        {
          case: 'no sizes but some listed',
          kind: 'none',
          sizes: ['M'],
          expected: { problem: 'shop.sizesWithoutKind', index: null },
        },
        {
          case: 'clothing sizes but none listed',
          kind: 'size',
          sizes: [],
          expected: { problem: 'shop.sizesRequired', index: null },
        },
        { case: 'S, M, L', kind: 'size', sizes: ['S', 'M', 'L'], expected: null },
        { case: 'shoe numbers 38 to 40', kind: 'shoe', sizes: ['38', '39', '40'], expected: null },
        {
          case: '"m" after "M" is the same size',
          kind: 'size',
          sizes: ['S', 'M', ' m '],
          expected: { problem: 'shop.duplicateSize', index: 2 },
        },
        {
          case: 'the same shoe number twice',
          kind: 'shoe',
          sizes: ['40', '41', '40'],
          expected: { problem: 'shop.duplicateSize', index: 2 },
        },
      ],
    ),
  )('%s', (_title, { kind, sizes, expected }) => {
    expect(sizeListProblem(kind, sizes)).toEqual(expected);
  });

  it('compares sizes trimmed and in upper case', () => {
    expect(sizeKey(' xl ')).toBe('XL');
  });
});

describe('promoWithoutPrice — a promotional price needs its tier’s price', () => {
  const none = { 0: null, 1: null, 2: null, 3: null } as const;
  it.each(
    titled<{
      case: string;
      prices: Record<0 | 1 | 2 | 3, number | null>;
      promo: Record<0 | 1 | 2 | 3, number | null>;
      expected: number[];
    }>('$case', [
      { case: 'no prices at all', prices: none, promo: none, expected: [] },
      {
        case: 'a promotion on a tier with a price',
        prices: { ...none, 2: 3000 },
        promo: { ...none, 2: 2500 },
        expected: [],
      },
      {
        case: 'promotions on tiers 0 and 3 without their prices',
        prices: { ...none, 1: 3000 },
        promo: { ...none, 0: 2500, 3: 2000 },
        expected: [0, 3],
      },
    ]),
  )('%s', (_title, { prices, promo, expected }) => {
    expect(promoWithoutPrice({ prices, promoPrices: promo })).toEqual(expected);
  });
});

describe('PRODUCT_FILE_TYPES — images are JPEG, PNG or WebP; technical sheets are PDF', () => {
  const head = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
  it.each([
    ['image', 'giacca.webp', head('RIFF\x10\x00\x00\x00WEBPVP8 '), null],
    ['image', 'giacca.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), null],
    ['image', 'giacca.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), null],
    ['image', 'scheda.pdf', head('%PDF-1.7'), 'upload.typeNotAllowed'],
    ['sheet', 'scheda.pdf', head('%PDF-1.7'), null],
    [
      'sheet',
      'giacca.png',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'upload.typeNotAllowed',
    ],
  ] as const)('%s: %s → %s', (kind, name, firstBytes, expected) => {
    expect(uploadRefusal({ name, size: 100, firstBytes }, PRODUCT_FILE_TYPES[kind])).toBe(expected);
  });
});
