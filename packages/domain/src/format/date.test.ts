import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schoolClock } from '../shared/clock.ts';
import { titled } from '../testing/titled.ts';
import { formatDate, formatDateTime } from './date.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

describe('formatDate — "date and datetime (DD-MM-YYYY)"; empty for missing or invalid values', () => {
  it.each(
    titled<{ case: string; value: Date | string | null | undefined; expected: string }>(
      '$case → "$expected"',
      [
        // calendar days as stored (YYYY-MM-DD)
        { case: 'a bare calendar date', value: '2024-03-05', expected: '05-03-2024' },
        { case: 'the last day of a year', value: '1999-12-31', expected: '31-12-1999' },
        { case: 'the first day of a year', value: '2025-01-01', expected: '01-01-2025' },
        { case: 'a leap day', value: '2024-02-29', expected: '29-02-2024' },
        { case: 'the lower bound of birth dates', value: '1900-01-01', expected: '01-01-1900' },
        { case: 'the upper bound of birth dates', value: '2100-12-31', expected: '31-12-2100' },
        // Date objects and timestamps are shown in local time
        {
          case: 'an instant at noon in Rome',
          value: new Date('2024-01-09T11:00:00Z'),
          expected: '09-01-2024',
        },
        {
          case: 'an instant late in the evening in Rome (22:59 UTC in winter)',
          value: new Date('2024-01-09T22:59:59Z'),
          expected: '09-01-2024',
        },
        {
          case: 'an instant just after midnight in Rome (still the 9th in UTC)',
          value: new Date('2024-01-09T23:30:00Z'),
          expected: '10-01-2024',
        },
        { case: 'a local ISO date-time', value: '2024-03-05T10:00:00', expected: '05-03-2024' },
        // missing
        { case: 'null', value: null, expected: '' },
        { case: 'undefined', value: undefined, expected: '' },
        { case: 'empty string', value: '', expected: '' },
        // invalid
        { case: 'not a date', value: 'not a date', expected: '' },
        { case: 'blank', value: '   ', expected: '' },
        { case: 'an invalid Date object', value: new Date(Number.NaN), expected: '' },
        { case: 'an impossible day (30 February)', value: '2023-02-30', expected: '' },
        { case: '29 February of a non-leap year', value: '2023-02-29', expected: '' },
        { case: '31 April', value: '2024-04-31', expected: '' },
        { case: 'month 13', value: '2024-13-01', expected: '' },
        { case: 'month 00', value: '2024-00-10', expected: '' },
        { case: 'day 00', value: '2024-01-00', expected: '' },
      ],
    ),
  )('%s', (_title, { value, expected }) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('property: every real calendar day from 1900 to 2100 reads back as DD-MM-YYYY', () => {
    const dayArb = fc
      .record({
        year: fc.integer({ min: 1900, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.nat(),
      })
      .map(({ year, month, day }) => ({ year, month, day: (day % daysInMonth(year, month)) + 1 }));
    fc.assert(
      fc.property(dayArb, ({ year, month, day }) => {
        const formatted = formatDate(`${year}-${pad(month)}-${pad(day)}`);
        expect(formatted).toMatch(/^\d{2}-\d{2}-\d{4}$/);
        expect(formatted).toBe(`${pad(day)}-${pad(month)}-${year}`);
      }),
    );
  });

  it("property: every valid Date from 1900 to 2100 is formatted DD-MM-YYYY with the school's day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31, 23, 59), noInvalidDate: true }),
        (date) => {
          const formatted = formatDate(date);
          expect(formatted).toMatch(/^\d{2}-\d{2}-\d{4}$/);
          const [year, month, day] = schoolClock(date).today.split('-');
          expect(formatted).toBe(`${day}-${month}-${year}`);
        },
      ),
    );
  });
});

describe('formatDateTime — "date and datetime (DD-MM-YYYY)", time as HH:mm', () => {
  it.each(
    titled<{ case: string; value: Date | string | null | undefined; expected: string }>(
      '$case → "$expected"',
      [
        { case: 'a local ISO date-time', value: '2024-03-05T09:07:00', expected: '05-03-2024 09:07' },
        {
          case: 'an instant (CET, UTC+1)',
          value: new Date('2024-12-31T22:59:30Z'),
          expected: '31-12-2024 23:59',
        },
        { case: 'midnight in Rome', value: new Date('2023-12-31T23:00:00Z'), expected: '01-01-2024 00:00' },
        { case: 'summer time (CEST, UTC+2)', value: '2024-07-01T08:15:00Z', expected: '01-07-2024 10:15' },
        { case: 'a bare calendar date is midnight', value: '2024-03-05', expected: '05-03-2024 00:00' },
        { case: 'null', value: null, expected: '' },
        { case: 'undefined', value: undefined, expected: '' },
        { case: 'empty string', value: '', expected: '' },
        { case: 'not a date', value: 'tomorrow', expected: '' },
        { case: 'an impossible day', value: '2023-02-30', expected: '' },
        { case: 'an invalid Date object', value: new Date(Number.NaN), expected: '' },
      ],
    ),
  )('%s', (_title, { value, expected }) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it('property: always "DD-MM-YYYY HH:mm" for valid dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (date) => /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/.test(formatDateTime(date)),
      ),
    );
  });
});

describe.each(['America/Los_Angeles', 'Pacific/Kiritimati'])(
  'in time zone %s — "A bare calendar date is a day, not an instant"',
  (timeZone) => {
    // Node re-reads the time zone whenever the TZ environment variable is assigned.
    beforeAll(() => {
      vi.stubEnv('TZ', timeZone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it('the time zone is in effect', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
    });

    it.each([
      ['2024-03-05', '05-03-2024'],
      ['2024-01-01', '01-01-2024'],
      ['2024-12-31', '31-12-2024'],
    ])('%s stays %s', (value, expected) => {
      expect(formatDate(value)).toBe(expected);
    });

    it("an instant is shown on the school's clock, not the browser's", () => {
      // 23:30 UTC is 00:30 of the next day in Rome, whatever this machine's zone.
      expect(formatDate('2024-03-05T23:30:00Z')).toBe('06-03-2024');
      expect(formatDateTime('2024-03-05T23:30:00Z')).toBe('06-03-2024 00:30');
      expect(formatDateTime(new Date('2024-03-05T12:00:00Z'))).toBe('05-03-2024 13:00');
    });
  },
);
