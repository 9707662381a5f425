import { SCHOOL_TIME_ZONE, schoolClock, wallClock } from '../shared/clock.ts';

/** The zone's offset from UTC at an instant, in milliseconds (Rome: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(atMs: number, timeZone = SCHOOL_TIME_ZONE): number {
  const n = wallClock(atMs, timeZone);
  const wall = Date.UTC(
    Number(n.year),
    Number(n.month) - 1,
    Number(n.day),
    Number(n.hour),
    Number(n.minute),
    Number(n.second),
  );
  return wall - (atMs - (((atMs % 1000) + 1000) % 1000));
}

/**
 * The start of the days asked for lately, by zone and day: reading a zone's clock costs a few
 * microseconds, and every booking's window asks for the same day (a day's start never changes).
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 1024;

/** The instant a school day (YYYY-MM-DD) starts: its midnight on the school's clock. */
export function schoolDayStart(date: string, timeZone = SCHOOL_TIME_ZONE): Date {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
    start = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
    // The offset at the real start may differ from the guess's (a change of time that night).
    start = midnightUtc - zoneOffsetMs(start, timeZone);
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return new Date(start);
}

/**
 * The instant a wall-clock time of the school (a day YYYY-MM-DD and a time hh:mm) names. In the
 * hour that does not exist when clocks go forward, the time after the change.
 */
export function schoolDateTime(date: string, time: string, timeZone = SCHOOL_TIME_ZONE): Date {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  let at = wall - zoneOffsetMs(wall, timeZone);
  at = wall - zoneOffsetMs(at, timeZone);
  return new Date(at);
}

/** A school day as [start, end): from its midnight to the next day's. */
export function schoolDayBounds(date: string, timeZone = SCHOOL_TIME_ZONE): { from: Date; to: Date } {
  const next = new Date(Date.parse(`${date}T12:00:00.000Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
  return { from: schoolDayStart(date, timeZone), to: schoolDayStart(next, timeZone) };
}

/** Today on the school's clock. */
export function schoolToday(atMs: number): string {
  return schoolClock(new Date(atMs)).today;
}
