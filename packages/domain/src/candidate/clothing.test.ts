import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  CLOTHING_CRM_FIELDS,
  CLOTHING_ITEMS,
  type ClothingOffer,
  type ClothingSelection,
  canConfirmClothing,
  canEditClothing,
  clothingFormState,
  clothingOfferFromCrm,
  clothingSelectionProblems,
  compareSizes,
  offeredClothingItems,
  SIZE_CHART_IMAGE_COUNT,
  sortSizes,
} from './clothing.ts';

const LETTERS = [
  '10XS',
  '9XS',
  '8XS',
  '7XS',
  '6XS',
  '5XS',
  '4XS',
  '3XS',
  'XXS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  '7XL',
  '8XL',
  '9XL',
  '10XL',
];

describe('items — "shoes, bomber, shirt, jacket, vest, trousers, polo" and their size fields', () => {
  it('seven items, each with its CRM field', () => {
    expect(CLOTHING_ITEMS).toEqual(['shoes', 'bomber', 'shirt', 'jacket', 'vest', 'trousers', 'polo']);
    expect(Object.values(CLOTHING_CRM_FIELDS)).toEqual([
      'Taglia_Scarpe__c',
      'Taglia_Bomber__c',
      'Taglia_Camicia__c',
      'Taglia_Giacca__c',
      'Taglia_Gilet__c',
      'Taglia_Pantaloni__c',
      'Taglia_Polo__c',
    ]);
  });

  it('"a carousel of 8 size-chart images"', () => {
    expect(SIZE_CHART_IMAGE_COUNT).toBe(8);
  });
});

describe('sortSizes — "Sizes sort 10XS to 10XL; shoe sizes numerically."', () => {
  it.each(
    titled<{ case: string; sizes: string[]; expected: string[] }>('$case', [
      { case: '"10XS to 10XL": the whole range, shuffled', sizes: [...LETTERS].reverse(), expected: LETTERS },
      {
        case: 'the usual shirt sizes',
        sizes: ['XL', 'S', 'XXL', 'M', 'XS', 'L'],
        expected: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
      },
      {
        case: '3XL after XXL, not alphabetically',
        sizes: ['3XL', 'L', 'XXL', 'XL'],
        expected: ['L', 'XL', 'XXL', '3XL'],
      },
      {
        case: '10XL after 9XL, not alphabetically',
        sizes: ['10XL', '9XL', '2XL'],
        expected: ['2XL', '9XL', '10XL'],
      },
      { case: '10XS before 9XS', sizes: ['9XS', 'XS', '10XS'], expected: ['10XS', '9XS', 'XS'] },
      {
        case: 'XXXL is 3XL, XXXS is 3XS',
        sizes: ['XXXL', 'XXXS', 'M', '4XL', '4XS'],
        expected: ['4XS', 'XXXS', 'M', 'XXXL', '4XL'],
      },
      {
        case: '2XS and XXS are equivalent: side by side, by spelling',
        sizes: ['XS', 'XXS', '3XS', '2XS'],
        expected: ['3XS', '2XS', 'XXS', 'XS'],
      },
      {
        case: '2XL and XXL are equivalent',
        sizes: ['XXL', '3XL', '2XL', 'XL'],
        expected: ['XL', '2XL', 'XXL', '3XL'],
      },
      {
        case: 'lower case and spaces are read like upper case',
        sizes: [' xl', 'm ', 's'],
        expected: ['s', 'm ', ' xl'],
      },
      {
        case: '"shoe sizes numerically"',
        sizes: ['44', '38', '40', '39', '42'],
        expected: ['38', '39', '40', '42', '44'],
      },
      {
        case: 'numerically, not alphabetically: 9 before 10',
        sizes: ['10', '9', '11'],
        expected: ['9', '10', '11'],
      },
      {
        case: 'half sizes with a dot or a comma',
        sizes: ['39', '38,5', '38', '38.5'],
        expected: ['38', '38,5', '38.5', '39'],
      },
      {
        case: 'half sizes written ½ and 1/2',
        sizes: ['37 1/2', '38', '37', '37½'],
        expected: ['37', '37 1/2', '37½', '38'],
      },
      { case: 'trouser sizes: numbers', sizes: ['54', '46', '50', '48'], expected: ['46', '48', '50', '54'] },
      {
        case: 'mixed: letters, then numbers, then other text',
        sizes: ['Unica', '42', 'M', 'S', '38'],
        expected: ['S', 'M', '38', '42', 'Unica'],
      },
      {
        case: 'unknown texts alphabetically',
        sizes: ['TU', 'Standard', 'S/M'],
        expected: ['S/M', 'Standard', 'TU'],
      },
      { case: 'duplicates kept', sizes: ['M', 'S', 'M'], expected: ['S', 'M', 'M'] },
      { case: 'empty list', sizes: [], expected: [] },
    ]),
  )('%s', (_title, { sizes, expected }) => {
    expect(sortSizes(sizes)).toEqual(expected);
  });

  it('does not change its input', () => {
    const sizes = ['L', 'S', 'M'];
    sortSizes(sizes);
    expect(sizes).toEqual(['L', 'S', 'M']);
  });

  const size = fc.oneof(
    fc.constantFrom(...LETTERS, '2XS', '2XL', 'XXXL', 'xs', ' M ', 'Unica', 'S/M', '', '0XL', '100XL'),
    fc.integer({ min: 30, max: 60 }).map(String),
    fc.integer({ min: 30, max: 60 }).map((n) => `${n},5`),
    fc.string({ maxLength: 4 }),
  );

  it('property: a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(size, { maxLength: 20 }), (sizes) => {
        expect([...sortSizes(sizes)].sort()).toEqual([...sizes].sort());
      }),
    );
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(fc.array(size, { maxLength: 20 }), (sizes) => {
        const once = sortSizes(sizes);
        expect(sortSizes(once)).toEqual(once);
      }),
    );
  });

  it('property: the result does not depend on the input order', () => {
    fc.assert(
      fc.property(
        fc
          .array(size, { maxLength: 20 })
          .chain((sizes) =>
            fc.tuple(fc.constant(sizes), fc.shuffledSubarray(sizes, { minLength: sizes.length })),
          ),
        ([sizes, shuffled]) => {
          expect(sortSizes(shuffled)).toEqual(sortSizes(sizes));
        },
      ),
    );
  });

  it('property: numeric shoe sizes come out in ascending value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 999 }), { maxLength: 20 }), (numbers) => {
        const sorted = sortSizes(numbers.map(String)).map(Number);
        expect(sorted).toEqual([...numbers].sort((a, b) => a - b));
      }),
    );
  });

  it('compareSizes: antisymmetric and zero only for the same text', () => {
    fc.assert(
      fc.property(size, size, (a, b) => {
        expect(Math.sign(compareSizes(a, b)) + Math.sign(compareSizes(b, a))).toBe(0);
        expect(compareSizes(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('clothingOfferFromCrm — "getTaglieAbbigliamento (codiceCorso, sesso; answer map of field to size list)"', () => {
  it('maps CRM fields to items, drops blanks and repeats, sorts, leaves out items without sizes', () => {
    expect(
      clothingOfferFromCrm({
        Taglia_Scarpe__c: ['42', '38', '40', '38'],
        Taglia_Giacca__c: ['XL', 'S', ' ', 'M'],
        Taglia_Polo__c: [],
        Taglia_Gilet__c: null,
        Altro__c: ['S'],
      }),
    ).toEqual({ shoes: ['38', '40', '42'], jacket: ['S', 'M', 'XL'] });
  });

  it('an empty answer offers nothing', () => {
    expect(clothingOfferFromCrm({})).toEqual({});
  });
});

describe('offeredClothingItems — the items with at least one size, in the order of the form', () => {
  it.each(
    titled<{ case: string; offer: ClothingOffer; expected: string[] }>('$case', [
      { case: 'nothing offered', offer: {}, expected: [] },
      { case: 'empty lists are not offered', offer: { shoes: [], polo: ['M'] }, expected: ['polo'] },
      {
        case: 'form order, not object order',
        offer: { polo: ['M'], shoes: ['40'], jacket: ['L'] },
        expected: ['shoes', 'jacket', 'polo'],
      },
    ]),
  )('%s', (_title, { offer, expected }) => {
    expect(offeredClothingItems(offer)).toEqual(expected);
  });
});

describe('canEditClothing — "Clothing editable only if Visibilit_abbigliamento__c true, Abbigliamento_Compilato__c false and not yet sent."', () => {
  const rows = [true, false].flatMap((visible) =>
    [true, false].flatMap((compiled) =>
      [true, false].map((sent) => ({ visible, compiled, sent, expected: visible && !compiled && !sent })),
    ),
  );
  it.each(rows)('visible $visible, compiled $compiled, sent $sent → $expected', ({ expected, ...state }) => {
    expect(canEditClothing(state)).toBe(expected);
  });
});

describe('clothingSelectionProblems / canConfirmClothing — "Clothing confirm enabled only when every size chosen"', () => {
  const OFFER: ClothingOffer = { shoes: ['38', '39', '40'], jacket: ['S', 'M', 'L'], polo: ['M', 'L'] };
  const FULL: ClothingSelection = { shoes: '39', jacket: 'M', polo: 'L' };

  it.each(
    titled<{
      case: string;
      selection: ClothingSelection;
      offer: ClothingOffer;
      problems: object;
      canConfirm: boolean;
    }>('$case', [
      { case: 'every size chosen', selection: FULL, offer: OFFER, problems: {}, canConfirm: true },
      {
        case: 'one size missing',
        selection: { ...FULL, polo: null },
        offer: OFFER,
        problems: { polo: 'candidate.required' },
        canConfirm: false,
      },
      {
        case: 'a blank size is not chosen',
        selection: { ...FULL, shoes: '  ' },
        offer: OFFER,
        problems: { shoes: 'candidate.required' },
        canConfirm: false,
      },
      {
        case: 'nothing chosen',
        selection: {},
        offer: OFFER,
        problems: { shoes: 'candidate.required', jacket: 'candidate.required', polo: 'candidate.required' },
        canConfirm: false,
      },
      {
        case: 'a size not offered',
        selection: { ...FULL, jacket: 'XXL' },
        offer: OFFER,
        problems: { jacket: 'candidate.clothingSizeNotOffered' },
        canConfirm: false,
      },
      {
        case: 'a size for an item not offered',
        selection: { ...FULL, vest: 'M' },
        offer: OFFER,
        problems: { vest: 'candidate.clothingSizeNotOffered' },
        canConfirm: false,
      },
      {
        case: 'an item not offered may stay empty',
        selection: { ...FULL, vest: null, bomber: '' },
        offer: OFFER,
        problems: {},
        canConfirm: true,
      },
      {
        case: 'a chosen size with spaces around matches',
        selection: { ...FULL, shoes: ' 39 ' },
        offer: OFFER,
        problems: {},
        canConfirm: true,
      },
      {
        case: 'size matching is exact: "m" is not "M"',
        selection: { ...FULL, polo: 'm' },
        offer: OFFER,
        problems: { polo: 'candidate.clothingSizeNotOffered' },
        canConfirm: false,
      },
      {
        case: 'nothing offered: nothing to confirm',
        selection: {},
        offer: {},
        problems: {},
        canConfirm: false,
      },
    ]),
  )('%s', (_title, { selection, offer, problems, canConfirm }) => {
    expect(clothingSelectionProblems(selection, offer)).toEqual(problems);
    expect(canConfirmClothing(selection, offer)).toBe(canConfirm);
  });
});

describe('clothingFormState', () => {
  it.each([
    [{ visible: false, compiled: false, sent: false }, 'notOpen'],
    [{ visible: true, compiled: false, sent: false }, 'open'],
    [{ visible: true, compiled: true, sent: false }, 'sent'],
    [{ visible: false, compiled: true, sent: true }, 'sent'],
  ] as const)('%j is %s', (state, expected) => {
    expect(clothingFormState(state)).toBe(expected);
  });
});
