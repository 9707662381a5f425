import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import { addYears, isPast, SCHOOL_TIME_ZONE, schoolClock, schoolDayOf } from './clock.ts';

describe('schoolClock — "min today" and "not past" are read on the school\'s wall clock (Europe/Rome)', () => {
  it('the school is in Europe/Rome', () => {
    expect(SCHOOL_TIME_ZONE).toBe('Europe/Rome');
  });

  it.each(
    titled<{ case: string; at: string; timeZone?: string; today: string; now: string }>('$case', [
      { case: 'winter (UTC+1)', at: '2025-01-15T10:30:00Z', today: '2025-01-15', now: '2025-01-15T11:30' },
      { case: 'summer (UTC+2)', at: '2025-07-15T10:30:00Z', today: '2025-07-15', now: '2025-07-15T12:30' },
      {
        case: '23:30 UTC is already tomorrow in Rome',
        at: '2025-07-15T23:30:00Z',
        today: '2025-07-16',
        now: '2025-07-16T01:30',
      },
      {
        case: 'midnight in Rome reads 00:00, not 24:00',
        at: '2025-01-14T23:00:00Z',
        today: '2025-01-15',
        now: '2025-01-15T00:00',
      },
      { case: 'new year in Rome', at: '2024-12-31T23:15:00Z', today: '2025-01-01', now: '2025-01-01T00:15' },
      {
        case: 'another zone on request',
        at: '2025-01-15T02:00:00Z',
        timeZone: 'America/New_York',
        today: '2025-01-14',
        now: '2025-01-14T21:00',
      },
    ]),
  )('%s', (_title, { at, timeZone, today, now }) => {
    expect(schoolClock(new Date(at), timeZone)).toEqual({ today, now });
  });

  it('property: now starts with today and both have their fixed shapes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          const { today, now } = schoolClock(at);
          expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/);
          expect(now.startsWith(`${today}T`)).toBe(true);
        },
      ),
    );
  });
});

describe("schoolDayOf, isPast — a record's date read on the school's calendar", () => {
  it.each([
    ['2026-03-10', '2026-03-10'],
    [' 2026-03-10 ', '2026-03-10'],
    ['2026-03-10T22:59:00Z', '2026-03-10'],
    ['2026-03-10T23:00:00Z', '2026-03-11'],
    ['2026-07-10T23:30:00.000+01:00', '2026-07-11'],
  ])('%s is the day %s', (value, day) => {
    expect(schoolDayOf(value)).toBe(day);
  });

  it.each(['', '2026-02-30', '10/03/2026', '2026-03-10T10:00', 'tomorrow'])('%j is refused', (value) => {
    expect(() => schoolDayOf(value)).toThrow(RangeError);
    expect(() => isPast(value, new Date())).toThrow(RangeError);
  });

  const at = new Date('2026-03-10T09:00:00Z');
  it.each([
    ['2026-03-09', true],
    ['2026-03-10', false],
    ['2026-03-11', false],
    ['2026-03-10T08:59:59Z', true],
    ['2026-03-10T09:00:00Z', false],
    ['2026-03-10T09:00:01Z', false],
  ])('at 10:00 in Rome on 2026-03-10, %s is past: %s', (value, expected) => {
    expect(isPast(value, at)).toBe(expected);
  });
});

describe('addYears', () => {
  it.each([
    ['2026-03-10', 1, '2027-03-10'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2026-12-31', -1, '2025-12-31'],
  ])('%s + %i years → %s', (day, years, expected) => {
    expect(addYears(day, years)).toBe(expected);
  });
  it('refuses what is not a day', () => {
    expect(() => addYears('2026-13-01', 1)).toThrow(RangeError);
  });
});
