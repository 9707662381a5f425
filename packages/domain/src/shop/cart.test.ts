import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  type AddToCartProblem,
  addToCartProblem,
  CART_COOKIE_MINUTES,
  CART_LIFETIME_MS,
  type CartLine,
  type CartProduct,
  canBuyNow,
  cartLineControls,
  cartQuantity,
  EMBROIDERY_TEXT_MAX,
  type EmbroideryProblem,
  embroideryLength,
  embroideryProblem,
  isBagLine,
  isCartExpired,
  isCartUsable,
  isQuantityAllowed,
  normalizeEmbroideryText,
  perOrderMaximum,
  QUANTITY_MAX,
  QUANTITY_MIN,
  quantityBounds,
  quantityInCart,
  quantityOptions,
  sizeOptions,
  sizeProblem,
} from './cart.ts';
import type { ProductPrice, StockState } from './catalogue.ts';

const line = (values: Partial<CartLine> = {}): CartLine => ({
  productId: 'p',
  family: 'Abbigliamento',
  quantity: 1,
  size: '',
  embroideryText: '',
  ...values,
});

describe('cart lifetime — "Cart lifetime 1 day (864e5 ms), cookie 1440 minutes"; "kept 1 day and only for the same user"', () => {
  const saved = new Date('2026-03-28T10:00:00.000Z');
  const after = (ms: number) => new Date(saved.getTime() + ms);

  it('the constants', () => {
    expect(CART_LIFETIME_MS).toBe(86_400_000);
    expect(CART_COOKIE_MINUTES * 60_000).toBe(CART_LIFETIME_MS);
  });

  it.each([
    ['just saved', 0, false],
    ['a minute later', 60_000, false],
    ['1 ms before the day is over', CART_LIFETIME_MS - 1, false],
    ['exactly 24 h later', CART_LIFETIME_MS, true],
    ['1 ms after', CART_LIFETIME_MS + 1, true],
    ['a week later', 7 * CART_LIFETIME_MS, true],
    ['saved in the future (another clock)', -60_000, false],
  ])('%s → expired %s', (_name, ms, expected) => {
    expect(isCartExpired(saved, after(ms))).toBe(expected);
  });

  it('the day is 24 hours of elapsed time, also across the change to summer time in Rome', () => {
    // 2026-03-29: Rome moves from UTC+1 to UTC+2; 23 wall-clock hours later is not a day yet.
    expect(isCartExpired(saved, new Date('2026-03-29T09:59:59.999Z'))).toBe(false);
    expect(isCartExpired(saved, new Date('2026-03-29T10:00:00.000Z'))).toBe(true);
  });

  it('an unreadable time is expired', () => {
    expect(isCartExpired(new Date(Number.NaN), saved)).toBe(true);
    expect(isCartExpired(saved, new Date(Number.NaN))).toBe(true);
  });

  it('only for the same user, otherwise emptied', () => {
    const cart = { ownerId: 'u1', savedAt: saved };
    expect(isCartUsable(cart, { userId: 'u1', now: after(1000) })).toBe(true);
    expect(isCartUsable(cart, { userId: 'u2', now: after(1000) })).toBe(false);
    expect(isCartUsable(cart, { userId: 'u1', now: after(CART_LIFETIME_MS) })).toBe(false);
  });
});

describe('lines — bag, cart badge, quantity already in cart', () => {
  it('a bag is a line of Family Shopper', () => {
    expect(isBagLine({ family: 'Shopper' })).toBe(true);
    expect(isBagLine({ family: 'Abbigliamento' })).toBe(false);
  });

  it('"cart button with badge of total quantity"', () => {
    expect(cartQuantity([])).toBe(0);
    expect(cartQuantity([line({ quantity: 2 }), line({ quantity: 3 }), line({ family: 'Shopper' })])).toBe(6);
  });

  it('the units of a product in the cart, any size, leaving one line out on request', () => {
    const a = line({ productId: 'a', size: 'M', quantity: 2 });
    const cart = [a, line({ productId: 'a', size: 'L', quantity: 3 }), line({ productId: 'b', quantity: 4 })];
    expect(quantityInCart(cart, 'a')).toBe(5);
    expect(quantityInCart(cart, 'a', a)).toBe(3);
    expect(quantityInCart(cart, 'c')).toBe(0);
  });
});

describe('quantity — "min 1, max 10 or the product\'s per-order maximum minus quantity already in cart"', () => {
  it('the constants: "Quantity 1 to 10"', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 10]);
  });

  it.each([
    [null, null],
    [undefined, null],
    [0, null],
    [-1, null],
    [2.5, null],
    [1, 1],
    [3, 3],
    [25, 25],
  ])('Max_Acquisti_Per_Ordine__c %s → limit %s', (value, expected) => {
    expect(perOrderMaximum(value)).toBe(expected);
  });

  it.each(
    titled<{ case: string; perOrderMax: number | null; inCart: number; max: number; reached: boolean }>(
      '$case → 1..$max, reached $reached',
      [
        { case: 'no per-order maximum, empty cart', perOrderMax: null, inCart: 0, max: 10, reached: false },
        {
          case: 'no per-order maximum, 10 in the cart',
          perOrderMax: null,
          inCart: 10,
          max: 10,
          reached: false,
        },
        { case: 'maximum 0 (none set)', perOrderMax: 0, inCart: 4, max: 10, reached: false },
        { case: 'maximum 3, empty cart', perOrderMax: 3, inCart: 0, max: 3, reached: false },
        { case: 'maximum 3, 2 in the cart', perOrderMax: 3, inCart: 2, max: 1, reached: false },
        { case: 'maximum 3, 3 in the cart', perOrderMax: 3, inCart: 3, max: 0, reached: true },
        { case: 'maximum 3, 5 in the cart', perOrderMax: 3, inCart: 5, max: 0, reached: true },
        { case: 'maximum 1, empty cart', perOrderMax: 1, inCart: 0, max: 1, reached: false },
        { case: 'maximum 12 replaces 10', perOrderMax: 12, inCart: 0, max: 12, reached: false },
        { case: 'maximum 12, 4 in the cart', perOrderMax: 12, inCart: 4, max: 8, reached: false },
      ],
    ),
  )('%s', (_title, { perOrderMax, inCart, max, reached }) => {
    expect(quantityBounds({ perOrderMax, inCart })).toEqual({ min: 1, max, limitReached: reached });
  });

  it('the select offers min to max; none once the limit is reached', () => {
    expect(quantityOptions(quantityBounds({ perOrderMax: null, inCart: 0 }))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(quantityOptions(quantityBounds({ perOrderMax: 3, inCart: 1 }))).toEqual([1, 2]);
    expect(quantityOptions(quantityBounds({ perOrderMax: 3, inCart: 3 }))).toEqual([]);
  });

  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('without a per-order maximum, quantity %s allowed: %s', (quantity, expected) => {
    expect(isQuantityAllowed(quantity, quantityBounds({ perOrderMax: null, inCart: 0 }))).toBe(expected);
  });

  it('with the maximum reached no quantity is allowed', () => {
    const bounds = quantityBounds({ perOrderMax: 2, inCart: 2 });
    expect(isQuantityAllowed(1, bounds)).toBe(false);
  });

  it('property: what is in the cart plus what may be added never exceeds the per-order maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 }), (limit, inCart) => {
        const bounds = quantityBounds({ perOrderMax: limit, inCart });
        if (!bounds.limitReached) expect(inCart + bounds.max).toBe(limit);
        expect(bounds.limitReached).toBe(inCart >= limit);
      }),
    );
  });
});

describe('embroidery — "max 15 characters including spaces", "required when embroidery possible"', () => {
  it('the limit', () => {
    expect(EMBROIDERY_TEXT_MAX).toBe(15);
  });

  it.each(
    titled<{ case: string; text: string; embroiderable: boolean; expected: EmbroideryProblem | null }>(
      '$case → $expected',
      [
        { case: '15 characters', text: 'A'.repeat(15), embroiderable: true, expected: null },
        { case: '16 characters', text: 'A'.repeat(16), embroiderable: true, expected: 'embroideryTooLong' },
        {
          case: 'spaces count: 15 with two spaces',
          text: 'Mario R. Bianch',
          embroiderable: true,
          expected: null,
        },
        {
          case: 'spaces count: 16 with spaces',
          text: 'Mario  R. Bianch',
          embroiderable: true,
          expected: 'embroideryTooLong',
        },
        { case: 'outer spaces are trimmed', text: '  Chef Mario  ', embroiderable: true, expected: null },
        { case: '15 accented letters', text: 'è'.repeat(15), embroiderable: true, expected: null },
        {
          case: 'decomposed accents count once',
          text: 'e\u0300'.repeat(15),
          embroiderable: true,
          expected: null,
        },
        { case: 'one character', text: 'M', embroiderable: true, expected: null },
        { case: 'empty, embroidery possible', text: '', embroiderable: true, expected: 'embroideryRequired' },
        {
          case: 'blank, embroidery possible',
          text: '   ',
          embroiderable: true,
          expected: 'embroideryRequired',
        },
        { case: 'a tab', text: 'Chef\tMario', embroiderable: true, expected: 'embroideryControlCharacters' },
        {
          case: 'a line break',
          text: 'Chef\nMario',
          embroiderable: true,
          expected: 'embroideryControlCharacters',
        },
        {
          case: 'a trailing CR',
          text: 'Chef\r',
          embroiderable: true,
          expected: 'embroideryControlCharacters',
        },
        { case: 'NUL', text: 'Chef\u0000', embroiderable: true, expected: 'embroideryControlCharacters' },
        { case: 'DEL', text: 'Chef\u007f', embroiderable: true, expected: 'embroideryControlCharacters' },
        {
          case: 'a C1 control',
          text: 'Chef\u0085',
          embroiderable: true,
          expected: 'embroideryControlCharacters',
        },
        {
          case: 'a line separator',
          text: 'Chef\u2028Mario',
          embroiderable: true,
          expected: 'embroideryControlCharacters',
        },
        { case: 'none, not personalisable', text: '', embroiderable: false, expected: null },
        {
          case: 'text, not personalisable',
          text: 'Mario',
          embroiderable: false,
          expected: 'embroideryNotOffered',
        },
      ],
    ),
  )('%s', (_title, { text, embroiderable, expected }) => {
    expect(embroideryProblem(text, embroiderable)).toBe(expected);
  });

  it('the text as stored: composed and trimmed; its length in characters', () => {
    expect(normalizeEmbroideryText('  Cafe\u0301 ')).toBe('Café');
    expect(embroideryLength('  Cafe\u0301 ')).toBe(4);
    expect(embroideryLength('👨‍🍳')).toBe(3);
  });
});

describe('size — "size or shoe number required when sizes exist"; "Sizes sort 10XS to 10XL; shoe sizes numerically"', () => {
  it('the select: sorted, blanks and repeats dropped', () => {
    expect(sizeOptions(['XL', 'S', ' M ', '', 'S', '3XL', 'XS'])).toEqual(['XS', 'S', 'M', 'XL', '3XL']);
    expect(sizeOptions(['44', '38', '40.5'])).toEqual(['38', '40.5', '44']);
  });
  it.each([
    ['', ['S', 'M'], 'sizeRequired'],
    ['  ', ['S', 'M'], 'sizeRequired'],
    ['M', ['S', 'M'], null],
    [' M ', ['S', 'M'], null],
    ['XL', ['S', 'M'], 'sizeUnknown'],
    ['', [], null],
    ['M', [], 'sizeUnknown'],
  ] as const)('"%s" of %j → %s', (size, sizes, expected) => {
    expect(sizeProblem(size, sizes)).toBe(expected);
  });
});

describe('addToCartProblem — the product sheet\'s "add to cart" and "quick purchase"', () => {
  const PRICE: ProductPrice = { unitCents: 2500, regularCents: 2500, isPromo: false };
  const jacket: CartProduct = { id: 'j', perOrderMax: null, isEmbroiderable: false, sizes: [] };
  const attempt = (
    values: Partial<{
      product: CartProduct;
      stock: StockState;
      price: ProductPrice | null;
      quantity: number;
      size: string;
      embroideryText: string;
      cart: CartLine[];
    }> = {},
  ) =>
    addToCartProblem({
      product: jacket,
      stock: 'inStock',
      price: PRICE,
      quantity: 1,
      size: '',
      embroideryText: '',
      cart: [],
      ...values,
    });

  it.each(
    titled<{ case: string; values: Parameters<typeof attempt>[0]; expected: AddToCartProblem | null }>(
      '$case → $expected',
      [
        { case: 'in stock, quantity 1', values: {}, expected: null },
        { case: 'Prenotabile', values: { stock: 'bookable' }, expected: null },
        { case: 'Esaurito', values: { stock: 'soldOut' }, expected: 'soldOut' },
        { case: 'no price for the tier', values: { price: null }, expected: 'noPrice' },
        { case: 'quantity 0', values: { quantity: 0 }, expected: 'quantity' },
        { case: 'quantity 10', values: { quantity: 10 }, expected: null },
        { case: 'quantity 11', values: { quantity: 11 }, expected: 'quantity' },
        {
          case: 'size missing',
          values: { product: { ...jacket, sizes: ['S', 'M'] } },
          expected: 'sizeRequired',
        },
        {
          case: 'size chosen',
          values: { product: { ...jacket, sizes: ['S', 'M'] }, size: 'S' },
          expected: null,
        },
        {
          case: 'embroidery missing',
          values: { product: { ...jacket, isEmbroiderable: true } },
          expected: 'embroideryRequired',
        },
        {
          case: 'embroidery of 16 characters',
          values: { product: { ...jacket, isEmbroiderable: true }, embroideryText: 'x'.repeat(16) },
          expected: 'embroideryTooLong',
        },
        {
          case: 'per-order maximum already in the cart',
          values: {
            product: { ...jacket, perOrderMax: 2 },
            cart: [line({ productId: 'j', size: 'S' }), line({ productId: 'j', size: 'M' })],
          },
          expected: 'quantityLimitReached',
        },
        {
          case: 'more than the remaining allowed',
          values: {
            product: { ...jacket, perOrderMax: 3 },
            cart: [line({ productId: 'j', quantity: 2 })],
            quantity: 2,
          },
          expected: 'quantity',
        },
        {
          case: 'exactly the remaining allowed',
          values: {
            product: { ...jacket, perOrderMax: 3 },
            cart: [line({ productId: 'j', quantity: 2 })],
            quantity: 1,
          },
          expected: null,
        },
        {
          case: 'another product in the cart does not count',
          values: {
            product: { ...jacket, perOrderMax: 1 },
            cart: [line({ productId: 'other', quantity: 5 })],
          },
          expected: null,
        },
      ],
    ),
  )('%s', (_title, { values, expected }) => {
    expect(attempt(values)).toBe(expected);
  });
});

describe('cartLineControls — "quantity -/+ buttons", "delete (not for bag items)", "embroidery items have no quantity controls"', () => {
  it('- stops at 1, + at 10 without a per-order maximum', () => {
    expect(cartLineControls(line({ quantity: 1 }), [], null)).toEqual({
      showsQuantity: true,
      canDecrease: false,
      canIncrease: true,
      canDelete: true,
    });
    expect(cartLineControls(line({ quantity: 9 }), [], null)).toMatchObject({
      canDecrease: true,
      canIncrease: true,
    });
    expect(cartLineControls(line({ quantity: 10 }), [], null)).toMatchObject({
      canDecrease: true,
      canIncrease: false,
    });
  });

  it("+ stops at the per-order maximum less the product's other lines", () => {
    const m = line({ productId: 'j', size: 'M', quantity: 1 });
    const cart = [m, line({ productId: 'j', size: 'L', quantity: 2 })];
    expect(cartLineControls(m, cart, 3).canIncrease).toBe(false);
    expect(cartLineControls(m, cart, 4).canIncrease).toBe(true);
  });

  it('an embroidered line has no quantity controls; a bag line cannot be deleted', () => {
    expect(cartLineControls(line({ quantity: 1, embroideryText: 'Mario' }), [], null)).toEqual({
      showsQuantity: false,
      canDecrease: false,
      canIncrease: false,
      canDelete: true,
    });
    expect(cartLineControls(line({ family: 'Shopper' }), [], null).canDelete).toBe(false);
  });
});

describe('canBuyNow — "\'buy now\' disabled when empty or zero"', () => {
  it.each([
    [0, 0, false],
    [0, 500, false],
    [2, 0, false],
    [1, 1, true],
    [3, 11_000, true],
  ])('%i lines, %i cents → %s', (lineCount, totalCents, expected) => {
    expect(canBuyNow({ lineCount, totalCents })).toBe(expected);
  });
  it('refuses a total that is not cents', () => {
    expect(() => canBuyNow({ lineCount: 1, totalCents: 0.5 })).toThrow(RangeError);
  });
});
