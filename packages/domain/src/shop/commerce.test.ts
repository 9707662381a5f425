import { describe, expect, it } from 'vitest';
import type { AccessSubject, EnrolmentFlags } from '../access/subject.ts';
import { emptyEnrolment } from '../access/subject.ts';
import { titled } from '../testing/titled.ts';
import {
  type CommerceBoxes,
  commerceBoxes,
  type DayWindow,
  isWithinDayWindow,
  PARTNER_COUPON_COUNT,
  SEASONAL_COUPON_WINDOW,
  visibleCoupons,
} from './commerce.ts';

const person = (
  values: Partial<AccessSubject> = {},
  flags: Partial<EnrolmentFlags> | null = null,
): AccessSubject => ({
  categories: ['Studente'],
  isShopEnabled: false,
  webappPermissions: [],
  stageStatus: 99,
  hasOpenFeedback: false,
  enrolments: flags ? [{ ...emptyEnrolment('c', 'course'), isActive: true, ...flags }] : [],
  ...values,
});

describe('commerceBoxes — "Acquisti (shop; disabled unless shop visible), Storico (same), Ricarica Badge (disabled unless top-up visible), Coupons (disabled unless logged in)"', () => {
  it.each(
    titled<{ case: string; subject: AccessSubject | null; expected: CommerceBoxes }>('$case', [
      {
        case: 'a visitor',
        subject: null,
        expected: { shop: false, history: false, topUp: false, coupons: false },
      },
      {
        case: 'logged in, nothing enabled',
        subject: person(),
        expected: { shop: false, history: false, topUp: false, coupons: true },
      },
      {
        case: 'the profile shop flag (isEcommerce__c)',
        subject: person({ isShopEnabled: true }),
        expected: { shop: true, history: true, topUp: false, coupons: true },
      },
      {
        case: 'the course shop-active flag (isActiveEcommerce__c)',
        subject: person({}, { isActiveEcommerce: true }),
        expected: { shop: true, history: true, topUp: false, coupons: true },
      },
      {
        case: 'the recharge flag (isRicarica__c)',
        subject: person({}, { isRecharge: true }),
        expected: { shop: false, history: false, topUp: true, coupons: true },
      },
    ]),
  )('%s', (_title, { subject, expected }) => {
    expect(commerceBoxes(subject)).toEqual(expected);
  });
});

describe('the seasonal coupon — "one shown only between 15 Jan 2025 and 30 Apr 2025", on the school\'s clock (Europe/Rome)', () => {
  it('the specified default window', () => {
    expect(SEASONAL_COUPON_WINDOW).toEqual({ from: '2025-01-15', to: '2025-04-30' });
    expect(PARTNER_COUPON_COUNT).toBe(3);
  });

  it.each([
    ['14 Jan 23:59:59.999 in Rome', '2025-01-14T22:59:59.999Z', false],
    ['15 Jan 00:00 in Rome (23:00 UTC the day before)', '2025-01-14T23:00:00.000Z', true],
    ['in March', '2025-03-10T12:00:00.000Z', true],
    ['30 Apr 23:59 in Rome (summer time, UTC+2)', '2025-04-30T21:59:00.000Z', true],
    ['30 Apr 23:59:59.999 in Rome', '2025-04-30T21:59:59.999Z', true],
    ['1 May 00:00 in Rome (still 30 Apr in UTC)', '2025-04-30T22:00:00.000Z', false],
    ['the same days a year later', '2026-03-10T12:00:00.000Z', false],
  ])('%s → %s', (_name, at, expected) => {
    expect(isWithinDayWindow(SEASONAL_COUPON_WINDOW, new Date(at))).toBe(expected);
  });

  it('the window is data: another season', () => {
    const window: DayWindow = { from: '2027-01-15', to: '2027-04-30' };
    expect(isWithinDayWindow(window, new Date('2027-02-01T10:00:00Z'))).toBe(true);
    expect(
      isWithinDayWindow({ from: '2026-11-27', to: '2026-11-27' }, new Date('2026-11-27T22:59:00Z')),
    ).toBe(true);
  });

  it('a malformed window or time is never open', () => {
    const now = new Date('2025-03-10T12:00:00.000Z');
    expect(isWithinDayWindow({ from: '2025-04-30', to: '2025-01-15' }, now)).toBe(false);
    expect(isWithinDayWindow({ from: '2025-02-30', to: '2025-04-30' }, now)).toBe(false);
    expect(isWithinDayWindow({ from: '15/01/2025', to: '2025-04-30' }, now)).toBe(false);
    expect(isWithinDayWindow(SEASONAL_COUPON_WINDOW, new Date(Number.NaN))).toBe(false);
  });
});

describe('visibleCoupons — "coupons need login"; the seasonal one only within its window', () => {
  const coupons = [
    { code: 'A', window: null },
    { code: 'B', window: SEASONAL_COUPON_WINDOW },
    { code: 'C', window: null },
  ];
  it('all three within the window, two outside it, none for a visitor', () => {
    const codes = (subject: AccessSubject | null, at: string) =>
      visibleCoupons(subject, coupons, new Date(at)).map((c) => c.code);
    expect(codes(person(), '2025-02-01T10:00:00Z')).toEqual(['A', 'B', 'C']);
    expect(codes(person(), '2025-05-01T10:00:00Z')).toEqual(['A', 'C']);
    expect(codes(null, '2025-02-01T10:00:00Z')).toEqual([]);
  });
});
