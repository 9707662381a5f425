import { describe, expect, it } from 'vitest';
import { isFeedbackDay, isoWeekday, latestOpenedWeek, weekStartOf } from './weekly-feedback.ts';

describe('the weekly survey’s days (decision 52: ISO weeks, Sunday is day 7)', () => {
  it.each([
    ['2026-03-09', 1],
    ['2026-03-13', 5],
    ['2026-03-14', 6],
    ['2026-03-15', 7],
  ])('%s is day %i', (day, weekday) => {
    expect(isoWeekday(day)).toBe(weekday);
    expect(weekStartOf(day)).toBe('2026-03-09');
  });

  it.each([
    ['Thursday 23:59 in Rome', '2026-03-12T22:59:00Z', false],
    ['Friday 00:00 in Rome', '2026-03-12T23:00:00Z', true],
    ['Sunday 23:30 in Rome', '2026-03-15T22:30:00Z', true],
    ['Monday 00:30 in Rome', '2026-03-15T23:30:00Z', false],
  ])('%s: open → %s', (_name, at, open) => {
    expect(isFeedbackDay(new Date(at))).toBe(open);
  });

  it('the latest week to have opened: this one from Friday, the one before until then', () => {
    expect(latestOpenedWeek(new Date('2026-03-13T10:00:00Z'))).toBe('2026-03-09');
    expect(latestOpenedWeek(new Date('2026-03-11T10:00:00Z'))).toBe('2026-03-02');
  });
});
