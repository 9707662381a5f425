import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessSubject, Category } from '../access/subject.ts';
import { emptyEnrolment } from '../access/subject.ts';
import { titled } from '../testing/titled.ts';
import {
  cartTotals,
  FREE_SHIPPING_FROM_CENTS,
  lineTotalCents,
  type OrderTotals,
  orderTotals,
  type PayBlock,
  payBlock,
  RETURN_CLAUSES,
  requiresShipping,
  returnClause,
  SHIPPING_COUNTRY,
  SHIPPING_REQUIRED_FIELDS,
  type ShippingForm,
  type ShippingPrices,
  SIZE_CHANGE_WORKING_DAYS,
  shippingFeeCents,
  shippingFormProblems,
  summaryCancelRoute,
  thankYouOutcome,
} from './checkout.ts';

const person = (categories: Category[], activeCourse = false): AccessSubject => ({
  categories,
  isShopEnabled: true,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: activeCourse ? [{ ...emptyEnrolment('c', 'course'), isActive: true }] : [],
});
const GRADUATE = person(['Diplomato']);
const STUDENT = person(['Studente'], true);
const SHIPPING: ShippingPrices = { 1: 900, 2: 700, 3: 500 };

describe('line totals — "line total price times quantity, 2 decimals", in cents', () => {
  it.each([
    [2500, 1, 2500],
    [1999, 3, 5997],
    [0, 4, 0],
    [33, 10, 330],
  ])('%i cents × %i = %i cents', (unitCents, quantity, expected) => {
    expect(lineTotalCents({ unitCents, quantity })).toBe(expected);
  });

  it('refuses floats and quantities below 1', () => {
    expect(() => lineTotalCents({ unitCents: 19.99, quantity: 1 })).toThrow(RangeError);
    expect(() => lineTotalCents({ unitCents: 1999, quantity: 0 })).toThrow(RangeError);
    expect(() => lineTotalCents({ unitCents: 1999, quantity: 1.5 })).toThrow(RangeError);
  });

  it('0.10 € × 3 is exactly 0.30 € (no float error)', () => {
    expect(cartTotals({ lines: [{ unitCents: 10, quantity: 3 }], bag: null }).cartCents).toBe(30);
  });

  it('the cart total: lines plus the bag ("no bag" is 0)', () => {
    const lines = [
      { unitCents: 2500, quantity: 2 },
      { unitCents: 1999, quantity: 1 },
    ];
    expect(cartTotals({ lines, bag: null })).toEqual({ linesCents: 6999, bagCents: 0, cartCents: 6999 });
    expect(cartTotals({ lines, bag: { unitCents: 150, quantity: 1 } })).toEqual({
      linesCents: 6999,
      bagCents: 150,
      cartCents: 7149,
    });
    expect(cartTotals({ lines: [], bag: null })).toEqual({ linesCents: 0, bagCents: 0, cartCents: 0 });
  });

  it('property: the cart total is the sum of the line totals', () => {
    const lineArb = fc.record({
      unitCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.option(lineArb, { nil: null }), (lines, bag) => {
        const totals = cartTotals({ lines, bag });
        const sum = lines.reduce((total, l) => total + l.unitCents * l.quantity, 0);
        expect(totals.linesCents).toBe(sum);
        expect(totals.cartCents).toBe(sum + (bag ? bag.unitCents * bag.quantity : 0));
        expect(Number.isSafeInteger(totals.cartCents)).toBe(true);
      }),
    );
  });
});

describe('requiresShipping — "Shipping form and fee apply to graduates without an active course"', () => {
  it.each(
    titled<{ case: string; subject: AccessSubject | null; expected: boolean }>('$case → $expected', [
      { case: 'a Diplomato without a course', subject: GRADUATE, expected: true },
      { case: 'a Diplomato with an active course', subject: person(['Diplomato'], true), expected: false },
      {
        case: 'a Diplomato with an inactive course',
        subject: { ...GRADUATE, enrolments: [emptyEnrolment('old', 'course')] },
        expected: true,
      },
      { case: 'a Diplomato and Dipendente', subject: person(['Diplomato', 'Dipendente']), expected: true },
      { case: 'a Studente with an active course', subject: STUDENT, expected: false },
      { case: 'a Studente without', subject: person(['Studente']), expected: false },
      { case: 'an Esterno', subject: person(['Esterno']), expected: false },
      { case: 'a Dipendente', subject: person(['Dipendente']), expected: false },
      { case: 'a visitor', subject: null, expected: false },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(requiresShipping(subject)).toBe(expected);
  });

  it('"shipping within Italy only"', () => {
    expect(SHIPPING_COUNTRY).toBe('IT');
  });
});

describe('shippingFeeCents — "Free shipping for graduates when total is 110 or more"; "otherwise price by category"', () => {
  it('the threshold: 110,00 € included', () => {
    expect(FREE_SHIPPING_FROM_CENTS).toBe(11_000);
  });

  it.each([
    [0, 900],
    [10_999, 900],
    [11_000, 0],
    [11_001, 0],
    [50_000, 0],
  ])('a graduate, cart of %i cents → shipping %i cents', (cartCents, expected) => {
    expect(shippingFeeCents(GRADUATE, cartCents, SHIPPING)).toBe(expected);
  });

  it("the price of the person's shop category: Prezzo_1__c for a graduate, Prezzo_3__c if also an employee", () => {
    expect(shippingFeeCents(GRADUATE, 5000, SHIPPING)).toBe(900);
    expect(shippingFeeCents(person(['Diplomato', 'Dipendente']), 5000, SHIPPING)).toBe(500);
    expect(shippingFeeCents(person(['Diplomato', 'Studente']), 5000, SHIPPING)).toBe(700);
  });

  it('nothing for whoever need not ship, whatever the total', () => {
    expect(shippingFeeCents(STUDENT, 100, SHIPPING)).toBe(0);
    expect(shippingFeeCents(person(['Esterno']), 100, null)).toBe(0);
    expect(shippingFeeCents(null, 100, null)).toBe(0);
  });

  it('null when the shipping product has no price for the category (and it is due)', () => {
    expect(shippingFeeCents(GRADUATE, 5000, { 1: null, 2: 700, 3: 500 })).toBeNull();
    expect(shippingFeeCents(GRADUATE, 5000, null)).toBeNull();
    expect(shippingFeeCents(GRADUATE, 11_000, null)).toBe(0);
  });

  it('refuses amounts that are not cents', () => {
    expect(() => shippingFeeCents(GRADUATE, 109.99, SHIPPING)).toThrow(RangeError);
    expect(() => shippingFeeCents(GRADUATE, 100, { 1: 9.5, 2: 1, 3: 1 })).toThrow(RangeError);
  });
});

describe('orderTotals — lines, bag, shipping, grand total, in cents', () => {
  const lines = [{ unitCents: 3333, quantity: 3 }]; // 99,99 €
  it('a graduate below the threshold pays shipping', () => {
    expect(
      orderTotals(GRADUATE, { lines, bag: { unitCents: 100, quantity: 1 }, shippingPrices: SHIPPING }),
    ).toEqual({
      linesCents: 9999,
      bagCents: 100,
      cartCents: 10_099,
      shippingCents: 900,
      totalCents: 10_999,
    });
  });
  it('the bag counts toward the threshold: 109,99 € + a 0,01 € bag ships free', () => {
    const totals = orderTotals(GRADUATE, {
      lines: [{ unitCents: 10_999, quantity: 1 }],
      bag: { unitCents: 1, quantity: 1 },
      shippingPrices: SHIPPING,
    });
    expect(totals).toMatchObject({ cartCents: 11_000, shippingCents: 0, totalCents: 11_000 });
  });
  it('a student pays no shipping', () => {
    expect(orderTotals(STUDENT, { lines, bag: null, shippingPrices: SHIPPING })?.totalCents).toBe(9999);
  });
  it('null when shipping is due and has no price', () => {
    expect(orderTotals(GRADUATE, { lines, bag: null, shippingPrices: null })).toBeNull();
  });
});

const form = (values: Partial<ShippingForm> = {}): ShippingForm => ({
  firstName: 'Mario',
  lastName: 'Rossi',
  street: 'Via Roma 1',
  city: 'Colorno',
  province: 'PR',
  postcode: '43052',
  mobile: '3331234567',
  notes: '',
  ...values,
});

describe('shippingFormProblems — "name, surname, address, city, province (max 100 each), postcode (numeric, max 5), mobile (numeric); notes optional max 255"', () => {
  it('a complete form; the notes are optional', () => {
    expect(shippingFormProblems(form())).toEqual({});
    expect(shippingFormProblems(form({ notes: 'Citofono 3\nsecondo piano' }))).toEqual({});
    expect(SHIPPING_REQUIRED_FIELDS).toEqual([
      'firstName',
      'lastName',
      'street',
      'city',
      'province',
      'postcode',
      'mobile',
    ]);
  });

  it.each(SHIPPING_REQUIRED_FIELDS)('%s is required (blank counts as empty)', (field) => {
    expect(shippingFormProblems(form({ [field]: '  ' }))).toEqual({ [field]: 'required' });
  });

  it.each(['firstName', 'lastName', 'street', 'city', 'province'] as const)(
    '%s: 100 characters, not 101',
    (field) => {
      expect(shippingFormProblems(form({ [field]: 'a'.repeat(100) }))).toEqual({});
      expect(shippingFormProblems(form({ [field]: 'a'.repeat(101) }))).toEqual({ [field]: 'tooLong' });
    },
  );

  it.each([
    ['43052', undefined],
    ['1', undefined],
    ['430520', 'tooLong'],
    ['4305a', 'notNumeric'],
    ['43 05', 'notNumeric'],
  ])('postcode "%s" → %s', (postcode, expected) => {
    expect(shippingFormProblems(form({ postcode })).postcode).toBe(expected);
  });

  it.each([
    ['3331234567', undefined],
    ['+393331234567', 'notNumeric'],
    ['333 1234567', 'notNumeric'],
    ['1'.repeat(101), 'tooLong'],
  ])('mobile "%s" → %s', (mobile, expected) => {
    expect(shippingFormProblems(form({ mobile })).mobile).toBe(expected);
  });

  it('notes: 255 characters, not 256', () => {
    expect(shippingFormProblems(form({ notes: 'n'.repeat(255) }))).toEqual({});
    expect(shippingFormProblems(form({ notes: 'n'.repeat(256) }))).toEqual({ notes: 'tooLong' });
  });

  it('control characters are refused', () => {
    expect(shippingFormProblems(form({ city: 'Colorno\u0000' }))).toEqual({ city: 'controlCharacters' });
  });
});

describe('returnClause — "three texts: graduate, badge top-up, standard"', () => {
  it.each([
    ['a top-up', GRADUATE, true, 'topUp'],
    ['a graduate who must ship', GRADUATE, false, 'graduate'],
    ['a student', STUDENT, false, 'standard'],
    ["a student's top-up", STUDENT, true, 'topUp'],
  ] as const)('%s → %s', (_name, subject, isTopUp, expected) => {
    expect(returnClause(subject, { isTopUp })).toBe(expected);
  });
  it('the three texts; "Size changes accepted within 5 working days of purchase"', () => {
    expect(RETURN_CLAUSES).toEqual(['graduate', 'topUp', 'standard']);
    expect(SIZE_CHANGE_WORKING_DAYS).toBe(5);
  });
});

describe('payBlock — "pay disabled if cart empty, payment in progress or return clause unticked"', () => {
  const totals = (cartCents: number, shippingCents = 0): OrderTotals => ({
    linesCents: cartCents,
    bagCents: 0,
    cartCents,
    shippingCents,
    totalCents: cartCents + shippingCents,
  });
  const ready = {
    subject: STUDENT,
    lineCount: 1,
    totals: totals(2500),
    shipping: null,
    returnClauseAccepted: true,
    paymentInProgress: false,
  };
  it.each(
    titled<{ case: string; values: Partial<Parameters<typeof payBlock>[0]>; expected: PayBlock | null }>(
      '$case → $expected',
      [
        { case: 'ready', values: {}, expected: null },
        { case: 'empty cart', values: { lineCount: 0, totals: totals(0) }, expected: 'emptyCart' },
        { case: 'zero total', values: { totals: totals(0) }, expected: 'zeroTotal' },
        { case: 'zero cart with shipping only', values: { totals: totals(0, 900) }, expected: 'zeroTotal' },
        { case: 'no shipping price', values: { totals: null }, expected: 'noShippingPrice' },
        { case: 'clause unticked', values: { returnClauseAccepted: false }, expected: 'returnClause' },
        { case: 'payment in progress', values: { paymentInProgress: true }, expected: 'paymentInProgress' },
        { case: 'graduate without the form', values: { subject: GRADUATE }, expected: 'shippingForm' },
        {
          case: 'graduate with an incomplete form',
          values: { subject: GRADUATE, shipping: form({ city: '' }) },
          expected: 'shippingForm',
        },
        { case: 'graduate with the form', values: { subject: GRADUATE, shipping: form() }, expected: null },
        {
          case: 'a student is never asked for the form',
          values: { shipping: form({ city: '' }) },
          expected: null,
        },
      ],
    ),
  )('%s', (_title, { values, expected }) => {
    expect(payBlock({ ...ready, ...values })).toBe(expected);
  });
});

describe('summary navigation and thank-you', () => {
  it('"Cancel goes back to badge page (top-up) or shop"', () => {
    expect(summaryCancelRoute({ isTopUp: true })).toBe('EcommerceBadge');
    expect(summaryCancelRoute({ isTopUp: false })).toBe('EcommerceShop');
  });
  it('"/ecommerce/typ/{success}: s … f …"', () => {
    expect(thankYouOutcome('s')).toBe('success');
    expect(thankYouOutcome('f')).toBe('failure');
    expect(thankYouOutcome('S')).toBeNull();
    expect(thankYouOutcome('')).toBeNull();
    expect(thankYouOutcome(undefined)).toBeNull();
  });
});
