import { describe, expect, it } from 'vitest';
import { schoolDayBounds, schoolDayStart, schoolToday, zoneOffsetMs } from './school-day.ts';

describe('schoolDayBounds — the register shows one day of the school’s clock (Europe/Rome)', () => {
  it.each([
    ['winter', '2026-01-15', '2026-01-14T23:00:00.000Z', '2026-01-15T23:00:00.000Z'],
    ['summer', '2026-07-15', '2026-07-14T22:00:00.000Z', '2026-07-15T22:00:00.000Z'],
    ['the spring change (23 hours)', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['the autumn change (25 hours)', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
    ['the year’s end', '2026-12-31', '2026-12-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z'],
  ])('%s: %s is [%s, %s)', (_case, date, from, to) => {
    const bounds = schoolDayBounds(date);
    expect(bounds.from.toISOString()).toBe(from);
    expect(bounds.to.toISOString()).toBe(to);
  });

  it('reads the offset and today on the school’s clock', () => {
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00.123Z'))).toBe(3600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(7200_000);
    expect(schoolToday(Date.parse('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
  });
});

describe('schoolDayStart — kept once read', () => {
  it('answers the same instant again, in a Date of its own (a caller changing it changes nothing)', () => {
    const first = schoolDayStart('2026-03-29');
    expect(first.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    first.setTime(0);
    expect(schoolDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // Summer time: midnight in Rome is 22:00 UTC; another zone is another day start.
    expect(schoolDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(schoolDayStart('2026-07-01', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
});
