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
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const today = `${part('year')}-${part('month')}-${part('day')}`;
  return { today, now: `${today}T${part('hour')}:${part('minute')}` };
}

/** A clock time hh:mm, 00:00 to 23:59 (check-in and check-out times, a calendar item's hours). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}
