import { schoolClock } from '../shared/clock.ts';

/**
 * The weekly survey (specification 000, sections 1 and 4: "Weekly survey notification shown on
 * day 5 or later of the week"). Weeks start on Monday and their days count from 1 (ISO 8601), on
 * the school's clock: day 5 is Friday and Sunday is day 7, so Friday, Saturday and Sunday are "day
 * 5 or later" (decision 52).
 */
export const FEEDBACK_OPENING_DAY = 5;

/** The ISO weekday (Monday 1 … Sunday 7) of a school day YYYY-MM-DD. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00.000Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday (YYYY-MM-DD) of the week a school day is in. */
export function weekStartOf(day: string): string {
  const at = Date.parse(`${day}T12:00:00.000Z`) - (isoWeekday(day) - 1) * 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
}

/** Whether the week's survey is open at an instant: day 5 or later of the week, on the school's clock. */
export function isFeedbackDay(at: Date): boolean {
  return isoWeekday(schoolClock(at).today) >= FEEDBACK_OPENING_DAY;
}

/**
 * The week whose survey is the latest to have opened at an instant: this week from its day 5,
 * otherwise the week before.
 */
export function latestOpenedWeek(at: Date): string {
  const today = schoolClock(at).today;
  const monday = weekStartOf(today);
  if (isoWeekday(today) >= FEEDBACK_OPENING_DAY) return monday;
  return new Date(Date.parse(`${monday}T12:00:00.000Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
}
