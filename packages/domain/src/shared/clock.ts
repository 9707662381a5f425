/** The school's time zone: "today" and "now" of every date rule are read on its wall clock. */
export const SCHOOL_TIME_ZONE = 'Europe/Rome';

/** A moment as the school's wall clock reads it: today (YYYY-MM-DD) and now (YYYY-MM-DDTHH:mm). */
export interface SchoolClock {
  today: string;
  now: string;
}

/**
 * The school's clock at an instant. Rules that say "min today" or "not past" take this instead of
 * reading the system clock, so they stay pure and the server and the browser agree whatever the
 * zone of the machine: `schoolClock(new Date())`.
 */
export function schoolClock(at: Date, timeZone: string = SCHOOL_TIME_ZONE): SchoolClock {
  const wall = wallClock(at, timeZone);
  const today = `${wall.year}-${wall.month}-${wall.day}`;
  return { today, now: `${today}T${wall.hour}:${wall.minute}` };
}

/** A wall clock's reading, each part as it is written (`month` '03', `hour` '00' to '23'). */
export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** One formatter per zone: making one costs about ten times what reading a clock with it does. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a zone at an instant, to the second. */
export function wallClock(at: Date | number, timeZone: string = SCHOOL_TIME_ZONE): WallClock {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const wall: WallClock = { year: '0000', month: '00', day: '00', hour: '00', minute: '00', second: '00' };
  for (const part of format.formatToParts(at))
    if (part.type in wall) wall[part.type as keyof WallClock] = part.value;
  return wall;
}

/** A clock time hh:mm, 00:00 to 23:59 (check-in and check-out times, a calendar item's hours). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An instant written with its zone (2026-06-30T22:00:00Z, …+02:00), as the database sends one. */
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A date of a record (a deadline, a lock date, an exam's start) read as a day of the school's
 * calendar: a calendar day is that day, an instant is the day it falls on in Rome. A value that is
 * neither is a bug of whoever sent it: RangeError, never guessed.
 */
export function schoolDayOf(value: string): string {
  const trimmed = value.trim();
  if (isCalendarDay(trimmed)) return trimmed;
  if (ZONED_INSTANT.test(trimmed)) {
    const at = new Date(trimmed);
    if (!Number.isNaN(at.getTime())) return schoolClock(at).today;
  }
  throw new RangeError(`not a calendar day or an instant with its zone: ${JSON.stringify(value)}`);
}

/**
 * "Before today" on the school's calendar (lock dates, exam start dates, deadlines): a calendar day
 * is past from the next day on, so the day itself still counts; an instant is past from that
 * instant on. Read at `at` (usually `new Date()`).
 */
export function isPast(value: string, at: Date): boolean {
  const trimmed = value.trim();
  if (isCalendarDay(trimmed)) return trimmed < schoolClock(at).today;
  schoolDayOf(trimmed); // refuses what is not an instant
  return at.getTime() > new Date(trimmed).getTime();
}

/**
 * The same day `years` later (YYYY-MM-DD); 29 February becomes 28 February in a year that has no
 * 29th (a year after 2024-02-29 is 2025-02-28).
 */
export function addYears(day: string, years: number): string {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${JSON.stringify(day)}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastOfMonth = new Date(Date.UTC(target, month, 0)).getUTCDate();
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(target, 4)}-${pad(month, 2)}-${pad(Math.min(date, lastOfMonth), 2)}`;
}
