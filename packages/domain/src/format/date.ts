import { schoolClock } from '../shared/clock.ts';

/** The parts of a value as the school's wall clock (Europe/Rome) reads them. */
function wallClock(value: Date | string): { day: string; time: string } | null {
  if (typeof value === 'string') {
    // A bare calendar date is a day, not an instant: no time zone applies to it.
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const d = new Date(Date.UTC(year, month - 1, date));
      // An impossible day (2023-02-30) would roll over to another one: it is invalid instead.
      if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== date)
        return null;
      return { day: value, time: '00:00' };
    }
    // A wall-clock time without a zone (2026-11-24T14:25) is already the school's.
    const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
    if (local) return wallClock(local[1] as string) && { day: local[1] as string, time: local[2] as string };
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const { today, now } = schoolClock(d);
  return { day: today, time: now.slice(11) };
}

function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}-${month}-${year}`;
}

/**
 * Dates are shown DD-MM-YYYY (specification 000, section 2), on the school's calendar
 * (Europe/Rome) whatever the zone of the browser. Empty for missing or invalid values.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const clock = wallClock(value);
  return clock ? dayMonthYear(clock.day) : '';
}

/** Date and time, DD-MM-YYYY HH:mm, on the school's wall clock (Europe/Rome). */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const clock = wallClock(value);
  return clock ? `${dayMonthYear(clock.day)} ${clock.time}` : '';
}
