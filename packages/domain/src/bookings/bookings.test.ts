import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/subject.ts';
import { emptyEnrolment } from '../access/subject.ts';
import {
  type BookableItem,
  bookingButton,
  bookingDeadline,
  bookingRights,
  bookingWindow,
  groupKey,
  isIncompatible,
  itemMonths,
  kindOfParam,
  mayBook,
  seatsLeft,
  seesEdition,
} from './bookings.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');

const item = (values: Partial<BookableItem> = {}): BookableItem => ({
  id: 'a',
  kind: 'event',
  startsOn: '2026-12-10',
  opensAt: '2026-11-20T08:00:00.000Z',
  closesAt: null,
  capacityMax: 10,
  occupation: 0,
  group: '',
  isMandatory: false,
  ...values,
});

describe('bookingDeadline — "Chiusura_Prenotazioni__c (defaults to start date)", shown at 00:00', () => {
  it('is the closing time when there is one', () => {
    expect(bookingDeadline(item({ closesAt: '2026-12-01T17:00:00.000Z' }))).toBe('2026-12-01T17:00:00.000Z');
  });
  it("is the start date at 00:00 on the school's clock otherwise (Rome: 23:00 UTC the day before in winter)", () => {
    expect(bookingDeadline(item({ startsOn: '2026-12-10' }))).toBe('2026-12-09T23:00:00.000Z');
    expect(bookingDeadline(item({ startsOn: '2027-07-10' }))).toBe('2027-07-09T22:00:00.000Z');
  });
});

describe('seats left — "max minus occupation"', () => {
  it.each([
    [10, 0, 10],
    [10, 9, 1],
    [10, 10, 0],
    [10, 12, 0],
  ])('max %i, occupation %i → %i', (capacityMax, occupation, left) => {
    expect(seatsLeft({ capacityMax, occupation })).toBe(left);
  });
});

describe('bookingWindow', () => {
  it.each([
    ['notOpen', item({ opensAt: '2026-11-27T10:00:01.000Z' })],
    ['open', item({ opensAt: '2026-11-27T10:00:00.000Z' })],
    ['open', item({ closesAt: '2026-11-27T10:00:00.000Z' })],
    ['closed', item({ closesAt: '2026-11-27T09:59:59.000Z' })],
    ['closed', item({ startsOn: '2026-11-27' })],
  ] as const)('%s', (expected, value) => {
    expect(bookingWindow(value, NOW)).toBe(expected);
  });
});

describe('the group rule — "An item whose group matches an already booked group is blocked"', () => {
  it('compares groups trimmed and in any case; no group never conflicts', () => {
    expect(groupKey('  Cena di GALA ')).toBe('cena di gala');
    expect(groupKey('   ')).toBeNull();
    const booked = [{ id: 'x', group: 'Cena di gala' }];
    expect(isIncompatible({ id: 'y', group: 'cena di gala' }, booked)).toBe(true);
    expect(isIncompatible({ id: 'x', group: 'Cena di gala' }, booked)).toBe(false);
    expect(isIncompatible({ id: 'y', group: '' }, [{ id: 'x', group: '' }])).toBe(false);
    expect(isIncompatible({ id: 'y', group: 'Altro' }, booked)).toBe(false);
  });
});

describe('bookingButton — section 4 "Booking item"', () => {
  const button = (
    value: Partial<BookableItem>,
    options: { isBooked?: boolean; booked?: BookableItem[]; isBusy?: boolean; isWaiting?: boolean } = {},
  ) =>
    bookingButton({
      item: item(value),
      isBooked: options.isBooked ?? false,
      booked: options.booked ?? [],
      isWaiting: options.isWaiting ?? false,
      isBusy: options.isBusy ?? false,
      now: NOW,
    });

  it('Partecipo when bookable', () => {
    expect(button({})).toEqual({ action: 'book', disabled: false, block: null, canJoinWaitingList: false });
  });
  it('Annulla when the person booked it, even when it is full', () => {
    expect(button({ occupation: 10 }, { isBooked: true })).toMatchObject({
      action: 'cancel',
      disabled: false,
    });
  });
  it('Completo, disabled, when max capacity equals occupation; the waiting list is offered while open', () => {
    expect(button({ occupation: 10 })).toEqual({
      action: 'full',
      disabled: true,
      block: 'full',
      canJoinWaitingList: true,
    });
    expect(button({ occupation: 10 }, { isWaiting: true }).canJoinWaitingList).toBe(false);
    expect(button({ occupation: 10, closesAt: '2026-11-27T09:00:00.000Z' }).canJoinWaitingList).toBe(false);
  });
  it('disabled when the closing time passed (booking and cancelling), or the opening is in the future', () => {
    expect(button({ closesAt: '2026-11-27T09:00:00.000Z' })).toMatchObject({
      disabled: true,
      block: 'closed',
    });
    expect(button({ closesAt: '2026-11-27T09:00:00.000Z' }, { isBooked: true })).toMatchObject({
      action: 'cancel',
      disabled: true,
      block: 'closed',
    });
    expect(button({ opensAt: '2026-11-28T08:00:00.000Z' })).toMatchObject({
      disabled: true,
      block: 'notOpen',
    });
  });
  it('disabled while an action is in progress', () => {
    expect(button({}, { isBusy: true })).toMatchObject({ disabled: true, block: 'busy' });
  });
  it('blocked by an item of the same group booked; cancelling the booked one stays possible', () => {
    const booked = [item({ id: 'other', group: 'Cena' })];
    expect(button({ group: 'cena' }, { booked })).toMatchObject({
      action: 'book',
      disabled: true,
      block: 'incompatible',
    });
    expect(button({ id: 'other', group: 'Cena' }, { booked, isBooked: true })).toMatchObject({
      action: 'cancel',
      disabled: false,
    });
  });
});

describe('rights — section 6 "Bookings enabled … exams need hasExams (retake-eligible flag)"', () => {
  const subject = (
    values: Partial<AccessSubject> & { flags?: Partial<ReturnType<typeof emptyEnrolment>> },
  ): AccessSubject => ({
    categories: [],
    isShopEnabled: false,
    webappPermissions: [],
    stageStatus: 99,
    hasOpenFeedback: false,
    enrolments: values.flags ? [{ ...emptyEnrolment('e', 'course'), isActive: true, ...values.flags }] : [],
    ...values,
  });
  it.each([
    ['a visitor', null, []],
    ['a teacher', subject({ categories: ['Insegnante'] }), ['event', 'module']],
    ['an employee', subject({ categories: ['Dipendente'] }), ['event', 'module']],
    [
      'a student with bookings',
      subject({ categories: ['Studente'], flags: { isActiveBooking: true } }),
      ['event', 'module'],
    ],
    ['a student without', subject({ categories: ['Studente'], flags: {} }), []],
    [
      'a student with bookings and exams',
      subject({ categories: ['Studente'], flags: { isActiveBooking: true, hasExams: true } }),
      ['event', 'module', 'exam'],
    ],
    [
      'a re-admitted student',
      subject({ categories: ['Studente'], flags: { isRetakeEligible: true } }),
      ['exam'],
    ],
  ] as const)('%s', (_name, who, kinds) => {
    expect(bookingRights(who).kinds).toEqual(kinds);
  });

  it('regular sessions need hasExams, retake sessions the retake flag', () => {
    const regular = bookingRights(subject({ categories: ['Studente'], flags: { hasExams: true } }));
    const retake = bookingRights(subject({ categories: ['Studente'], flags: { isRetakeEligible: true } }));
    expect(mayBook(regular, { kind: 'exam', isRetake: false })).toBe(true);
    expect(mayBook(regular, { kind: 'exam', isRetake: true })).toBe(false);
    expect(mayBook(retake, { kind: 'exam', isRetake: true })).toBe(true);
    expect(mayBook(retake, { kind: 'exam', isRetake: false })).toBe(false);
    expect(mayBook(retake, { kind: 'event', isRetake: false })).toBe(false);
  });

  it("sees an item of everyone, or of one of the person's active course editions only", () => {
    const cook = subject({
      categories: ['Studente'],
      enrolments: [
        { ...emptyEnrolment('a', 'course', 'CUCINA-2027A'), isActive: true },
        // An ended enrolment and a housing one give no edition.
        { ...emptyEnrolment('b', 'course', 'PASTICCERIA-2026A'), isActive: false },
        { ...emptyEnrolment('c', 'housing', 'CUCINA-2026B'), isActive: true },
      ],
    });
    const rights = bookingRights(cook);
    expect(rights.editions).toEqual(['CUCINA-2027A']);
    expect(seesEdition(rights, { productCode: null })).toBe(true);
    expect(seesEdition(rights, { productCode: 'CUCINA-2027A' })).toBe(true);
    expect(seesEdition(rights, { productCode: 'PASTICCERIA-2026A' })).toBe(false);
    expect(seesEdition(rights, { productCode: 'CUCINA-2026B' })).toBe(false);
    expect(seesEdition(bookingRights(null), { productCode: 'CUCINA-2027A' })).toBe(false);
  });
});

describe('the page: month filter, selector', () => {
  it('builds the month filter from the items’ dates, in order, once each', () => {
    expect(
      itemMonths([{ startsOn: '2027-01-05' }, { startsOn: '2026-12-10' }, { startsOn: '2026-12-01' }]),
    ).toEqual(['2026-12', '2027-01']);
  });
  it('reads the selector from the address: eventi, corsi, esami', () => {
    expect([
      kindOfParam('eventi'),
      kindOfParam('corsi'),
      kindOfParam('esami'),
      kindOfParam('x'),
      kindOfParam(null),
    ]).toEqual(['event', 'module', 'exam', null, null]);
  });
});
