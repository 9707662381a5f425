import { SCHOOL_TIME_ZONE, schoolClock } from '../shared/clock.ts';

/** The zone's offset from UTC at an instant, in milliseconds (Rome: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(atMs: number, timeZone = SCHOOL_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(atMs));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - (atMs - (((atMs % 1000) + 1000) % 1000));
}

/** The instant a school day (YYYY-MM-DD) starts: its midnight on the school's clock. */
export function schoolDayStart(date: string, timeZone = SCHOOL_TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  let start = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  // The offset at the real start may differ from the guess's (a change of time that night).
  start = midnightUtc - zoneOffsetMs(start, timeZone);
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
