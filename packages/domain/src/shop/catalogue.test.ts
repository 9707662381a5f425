import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessSubject, Category } from '../access/subject.ts';
import { emptyEnrolment } from '../access/subject.ts';
import { titled } from '../testing/titled.ts';
import {
  carriesStock,
  familyFilterOptions,
  isListedFamily,
  isOrderable,
  type ListedProduct,
  matchesSearch,
  PRICE_TIERS,
  PRODUCT_FAMILIES,
  PRODUCTS_PER_PAGE,
  type PriceTier,
  type ProductPricing,
  paginate,
  priceFor,
  productCardStyle,
  productPrice,
  STOCK_LABELS,
  STOCK_STATES,
  type StockState,
  saleStock,
  shopList,
  stockOfTake,
  stockState,
  TOP_UP_FILTER,
  topUpChoices,
} from './catalogue.ts';

const person = (categories: Category[], activeCourse = false): AccessSubject => ({
  categories,
  isShopEnabled: true,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: activeCourse ? [{ ...emptyEnrolment('c', 'course'), isActive: true }] : [],
});

const pricing = (values: Partial<ProductPricing> = {}): ProductPricing => ({
  prices: { 0: 5000, 1: 4000, 2: 3000, 3: 2000 },
  isPromotion: false,
  promoPrices: {},
  ...values,
});

describe('catalogue constants', () => {
  it('Family: "Libri, Torta, Abbigliamento, Shopper, Spedizione, Ricamo, Ricarica Stampante"', () => {
    expect(PRODUCT_FAMILIES).toEqual([
      'Libri',
      'Torta',
      'Abbigliamento',
      'Shopper',
      'Spedizione',
      'Ricamo',
      'Ricarica Stampante',
    ]);
  });
  it('"Price tiers 0-3"; "6 products per page"; "filtro RicaricheBadge for top-up"', () => {
    expect(PRICE_TIERS).toEqual([0, 1, 2, 3]);
    expect(PRODUCTS_PER_PAGE).toBe(6);
    expect(TOP_UP_FILTER).toBe('RicaricheBadge');
  });
});

describe('productPrice — Prezzo__c (tier 0), Prezzo_1/2/3__c, Promozione_Prezzo_n__c, isPromozione__c', () => {
  it.each(PRICE_TIERS)('tier %i pays its own price', (tier) => {
    const expected = { 0: 5000, 1: 4000, 2: 3000, 3: 2000 }[tier];
    expect(productPrice(pricing(), tier)).toEqual({
      unitCents: expected,
      regularCents: expected,
      isPromo: false,
    });
  });

  it('the promotional price of the tier applies when the product is on promotion', () => {
    const product = pricing({ isPromotion: true, promoPrices: { 1: 3500, 2: 2500 } });
    expect(productPrice(product, 1)).toEqual({ unitCents: 3500, regularCents: 4000, isPromo: true });
    expect(productPrice(product, 2)).toEqual({ unitCents: 2500, regularCents: 3000, isPromo: true });
  });

  it('not without isPromozione__c, and not for a tier without a promotional price', () => {
    const notOnPromotion = pricing({ isPromotion: false, promoPrices: { 1: 3500 } });
    expect(productPrice(notOnPromotion, 1)).toEqual({ unitCents: 4000, regularCents: 4000, isPromo: false });
    const otherTier = pricing({ isPromotion: true, promoPrices: { 1: 3500, 3: null } });
    expect(productPrice(otherTier, 0)?.isPromo).toBe(false);
    expect(productPrice(otherTier, 3)).toEqual({ unitCents: 2000, regularCents: 2000, isPromo: false });
  });

  it('a promotional price of 0 is a price (free during the promotion)', () => {
    expect(productPrice(pricing({ isPromotion: true, promoPrices: { 0: 0 } }), 0)?.unitCents).toBe(0);
  });

  it('null when the tier has no price: no other tier is borrowed', () => {
    const product = pricing({ prices: { 0: 5000, 1: null, 2: 3000, 3: 2000 } });
    expect(productPrice(product, 1)).toBeNull();
    expect(
      productPrice(
        pricing({ isPromotion: true, prices: { 0: null, 1: 1, 2: 1, 3: 1 }, promoPrices: { 0: 10 } }),
        0,
      ),
    ).toBeNull();
  });

  it('refuses prices that are not whole cents', () => {
    expect(() => productPrice(pricing({ prices: { 0: 49.9, 1: 1, 2: 1, 3: 1 } }), 0)).toThrow(RangeError);
    expect(() => productPrice(pricing({ isPromotion: true, promoPrices: { 2: 29.99 } }), 2)).toThrow(
      RangeError,
    );
  });
});

describe('priceFor — the tier of the person: "employees 3; students with an active course 2; graduates and externals 1; otherwise 0"', () => {
  it.each(
    titled<{ case: string; subject: AccessSubject | null; expected: number }>('$case pays $expected', [
      { case: 'a Dipendente', subject: person(['Dipendente']), expected: 2000 },
      { case: 'a Studente with an active course', subject: person(['Studente'], true), expected: 3000 },
      { case: 'a Studente without', subject: person(['Studente']), expected: 5000 },
      { case: 'a Diplomato', subject: person(['Diplomato']), expected: 4000 },
      { case: 'an Esterno', subject: person(['Esterno']), expected: 4000 },
      { case: 'a Candidato', subject: person(['Candidato']), expected: 5000 },
      { case: 'a visitor', subject: null, expected: 5000 },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(priceFor(subject, pricing())?.unitCents).toBe(expected);
  });
});

describe('stockState — "quantity above 0 is In Stock, otherwise Prenotabile, or Esaurito for cakes (Family Torta)"', () => {
  it.each(
    titled<{ case: string; family: string; availableQuantity: number | null; expected: StockState }>(
      '$case → $expected',
      [
        { case: 'clothing, 1 left', family: 'Abbigliamento', availableQuantity: 1, expected: 'inStock' },
        { case: 'clothing, 0 left', family: 'Abbigliamento', availableQuantity: 0, expected: 'bookable' },
        { case: 'clothing, below 0', family: 'Abbigliamento', availableQuantity: -2, expected: 'bookable' },
        {
          case: 'clothing, none recorded',
          family: 'Abbigliamento',
          availableQuantity: null,
          expected: 'bookable',
        },
        { case: 'a book, 0 left', family: 'Libri', availableQuantity: 0, expected: 'bookable' },
        { case: 'a cake, 3 left', family: 'Torta', availableQuantity: 3, expected: 'inStock' },
        { case: 'a cake, 0 left', family: 'Torta', availableQuantity: 0, expected: 'soldOut' },
        { case: 'a cake, none recorded', family: 'Torta', availableQuantity: null, expected: 'soldOut' },
      ],
    ),
  )('%s', (_title, { family, availableQuantity, expected }) => {
    expect(stockState({ family, availableQuantity })).toBe(expected);
  });

  it('labels as written: In Stock, Prenotabile, Esaurito', () => {
    expect(STOCK_STATES.map((state) => STOCK_LABELS[state])).toEqual(['In Stock', 'Prenotabile', 'Esaurito']);
  });

  it('In Stock and Prenotabile may be added to the cart; Esaurito may not', () => {
    expect(STOCK_STATES.filter(isOrderable)).toEqual(['inStock', 'bookable']);
  });
});

describe('productCardStyle — "New! or Promo! tag"; "Border: red promo, green new, gold otherwise"; "Priority products are highlighted"', () => {
  const promo = { unitCents: 1, regularCents: 2, isPromo: true };
  const regular = { unitCents: 2, regularCents: 2, isPromo: false };
  it.each([
    [
      'promo',
      { isNew: false, isPriority: false },
      promo,
      { tag: 'Promo!', border: 'red', highlighted: false },
    ],
    [
      'new',
      { isNew: true, isPriority: false },
      regular,
      { tag: 'New!', border: 'green', highlighted: false },
    ],
    [
      'new and promo',
      { isNew: true, isPriority: false },
      promo,
      { tag: 'Promo!', border: 'red', highlighted: false },
    ],
    [
      'neither',
      { isNew: false, isPriority: false },
      regular,
      { tag: null, border: 'gold', highlighted: false },
    ],
    ['no price', { isNew: false, isPriority: true }, null, { tag: null, border: 'gold', highlighted: true }],
    [
      'priority',
      { isNew: true, isPriority: true },
      regular,
      { tag: 'New!', border: 'green', highlighted: true },
    ],
  ] as const)('%s', (_name, product, price, expected) => {
    expect(productCardStyle(product, price)).toEqual(expected);
  });
});

const product = (name: string, family = 'Abbigliamento', isOnSale = true): ListedProduct => ({
  name,
  family,
  isOnSale,
});

describe('search — "ricerca wrapped in % when not empty": contains, ignoring case', () => {
  it.each([
    ['Giacca da cuoco', 'giacca', true],
    ['Giacca da cuoco', 'DA CU', true],
    ['Giacca da cuoco', '  cuoco  ', true],
    ['Giacca da cuoco', 'cuochi', false],
    ['Caffè ALMA', 'caffè', true],
    ['Caffè ALMA', 'CAFFÈ alma', true],
    ['Grembiule', '', true],
    ['Grembiule', '   ', true],
    ['Sconto 100%', '%', true],
    ['Grembiule', '%', false],
    ['Grembiule', 'g_e', false],
  ])('%s ~ "%s" → %s', (name, search, expected) => {
    expect(matchesSearch({ name }, search)).toBe(expected);
  });
});

describe('familyFilterOptions — "categories from product families available in the shop"', () => {
  it('each family of a product on sale, once, in alphabetical order', () => {
    expect(
      familyFilterOptions([
        product('a', 'Torta'),
        product('b', 'Abbigliamento'),
        product('c', 'Torta'),
        product('d', 'Libri', false),
        product('e', ' Abbigliamento '),
        product('f', ''),
      ]),
    ).toEqual(['Abbigliamento', 'Torta']);
    expect(familyFilterOptions([])).toEqual([]);
  });
});

describe('paginate — "6 per page with previous/next"', () => {
  const items = Array.from({ length: 13 }, (_, i) => i + 1);
  it.each([
    [1, [1, 2, 3, 4, 5, 6], false, true],
    [2, [7, 8, 9, 10, 11, 12], true, true],
    [3, [13], true, false],
  ])('page %i', (page, expected, hasPrevious, hasNext) => {
    expect(paginate(items, page)).toEqual({ items: expected, page, pageCount: 3, hasPrevious, hasNext });
  });

  it('exactly 6 items are one page; 7 are two', () => {
    expect(paginate(items.slice(0, 6), 1)).toMatchObject({ pageCount: 1, hasNext: false });
    expect(paginate(items.slice(0, 7), 2)).toMatchObject({ items: [7], pageCount: 2, hasPrevious: true });
  });

  it('a page outside the list is brought back inside it; an empty list is one empty page', () => {
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, -4).page).toBe(1);
    expect(paginate(items, 99)).toMatchObject({ page: 3, items: [13] });
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate(items, 2.7).page).toBe(2);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, hasPrevious: false, hasNext: false });
    expect(() => paginate(items, 1, 0)).toThrow(RangeError);
  });

  it('property: the pages hold every item once, in order, at most 6 each', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (list) => {
        const { pageCount } = paginate(list, 1);
        const pages = Array.from({ length: pageCount }, (_, i) => paginate(list, i + 1).items);
        expect(pages.flat()).toEqual(list);
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(PRODUCTS_PER_PAGE);
      }),
    );
  });
});

describe('shopList — on sale, search, family, pages', () => {
  const catalogue = [
    product('Giacca bianca'),
    product('Giacca nera'),
    product('Torta Sacher', 'Torta'),
    product('Giacca vecchia', 'Abbigliamento', false),
    ...Array.from({ length: 7 }, (_, i) => product(`Libro ${i + 1}`, 'Libri')),
  ];
  it('only products on sale (Disponibile_Ecommerce__c)', () => {
    expect(shopList(catalogue, { search: 'giacca', family: null, page: 1 }).items.map((p) => p.name)).toEqual(
      ['Giacca bianca', 'Giacca nera'],
    );
  });
  it('the family filter, and Reset (null) for every family', () => {
    expect(shopList(catalogue, { search: '', family: 'Torta', page: 1 }).items.map((p) => p.name)).toEqual([
      'Torta Sacher',
    ]);
    expect(shopList(catalogue, { search: '', family: null, page: 1 }).pageCount).toBe(2);
    expect(shopList(catalogue, { search: '', family: '', page: 1 }).pageCount).toBe(2);
  });
  it('search and family together, paged by 6', () => {
    const page2 = shopList(catalogue, { search: 'libro', family: 'Libri', page: 2 });
    expect(page2).toMatchObject({ page: 2, pageCount: 2, hasPrevious: true, hasNext: false });
    expect(page2.items.map((p) => p.name)).toEqual(['Libro 7']);
    expect(shopList(catalogue, { search: 'giacca', family: 'Libri', page: 1 }).items).toEqual([]);
  });
});

describe('topUpChoices — "top-up products sorted by price ascending (first preselected)"', () => {
  const topUp = (id: string, tier0: number | null) => ({
    id,
    ...pricing({ prices: { 0: tier0, 1: tier0, 2: tier0, 3: tier0 } }),
  });
  it('cheapest first, equal prices in their order, no price no choice', () => {
    const choices = topUpChoices(
      [topUp('20', 2000), topUp('5', 500), topUp('none', null), topUp('10a', 1000), topUp('10b', 1000)],
      0 as PriceTier,
    );
    expect(choices.map((c) => [c.product.id, c.priceCents])).toEqual([
      ['5', 500],
      ['10a', 1000],
      ['10b', 1000],
      ['20', 2000],
    ]);
    expect(choices[0]?.product.id).toBe('5');
    expect(topUpChoices([], 0)).toEqual([]);
  });
});

describe('saleStock: how a paid line is sold', () => {
  it.each([
    [{ family: 'Abbigliamento', availableQuantity: 3 }, 3, 'inStock'],
    [{ family: 'Abbigliamento', availableQuantity: 3 }, 4, 'bookable'],
    [{ family: 'Abbigliamento', availableQuantity: null }, 1, 'bookable'],
    [{ family: 'Torta', availableQuantity: 1 }, 1, 'inStock'],
    [{ family: 'Torta', availableQuantity: 1 }, 2, null],
    [{ family: 'Torta', availableQuantity: 0 }, 1, null],
  ] as const)('%o × %i → %s', (item, quantity, expected) => {
    expect(saleStock(item, quantity)).toBe(expected);
  });

  it.each([
    ['Abbigliamento', true, 'inStock'],
    ['Abbigliamento', false, 'bookable'],
    ['Torta', true, 'inStock'],
    ['Torta', false, null],
  ] as const)('told by the take: %s, taken %s → %s', (family, taken, expected) => {
    expect(stockOfTake(family, taken)).toBe(expected);
  });

  it('keeps a stock for goods only: not for the shipping, the embroidery or the top-ups', () => {
    expect(PRODUCT_FAMILIES.filter(carriesStock)).toEqual(['Libri', 'Torta', 'Abbigliamento', 'Shopper']);
  });

  it('lists books, cakes and clothing, not the shipping, embroidery, top-ups or bags', () => {
    expect(PRODUCT_FAMILIES.filter(isListedFamily)).toEqual(['Libri', 'Torta', 'Abbigliamento']);
  });
});
