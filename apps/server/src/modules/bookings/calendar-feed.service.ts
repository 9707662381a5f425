import { schoolDateTime } from '@school/domain/attendance/school-day';
import type { CalendarFeedState, CreatedCalendarFeed } from '@school/domain/bookings/contracts/items';
import { eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Db } from '../../db/client.ts';
import { bookings, type CalendarItemRow, calendarFeeds, calendarItems } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/**
 * The private calendar address of a person's bookings (ours: beyond the specification; decision
 * 42): `/api/calendar/<token>.ics`, read by Google Calendar, Apple Calendar and Outlook without a
 * session. The token is 32 random bytes, kept only as its SHA-256; a new address replaces the old
 * one, and deleting it revokes it.
 */

export async function getFeedState(db: Db, userId: string): Promise<CalendarFeedState> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new address for the person (any previous one stops working), shown this once. */
export async function createFeed(db: Db, userId: string, publicUrl: string): Promise<CreatedCalendarFeed> {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('calendar feed not stored');
  return { url: `${publicUrl}/api/calendar/${token}.ics`, createdAt: row.createdAt.toISOString() };
}

export async function deleteFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The day after a YYYY-MM-DD day (an all-day event's exclusive end). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00.000Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);

/** One booked item as a calendar event: timed on the school's clock, or all day without hours. */
function toEvent(item: CalendarItemRow, publicUrl: string) {
  const lastDay = item.endsOn ?? item.startsOn;
  const timed = item.startTime !== null;
  const start = timed
    ? schoolDateTime(item.startsOn, item.startTime as string)
    : new Date(`${item.startsOn}T00:00:00Z`);
  const end = timed
    ? schoolDateTime(lastDay, item.endTime ?? (item.startTime as string))
    : new Date(`${nextDay(lastDay)}T00:00:00Z`);
  return {
    id: `${item.id}@alma-portal`,
    start,
    end: end > start ? end : new Date(start.getTime() + 60 * 60 * 1000),
    allDay: !timed,
    summary: item.name,
    location: item.place || null,
    description: item.description || null,
    url: item.link || `${publicUrl}/prenotazioni`,
    lastModified: item.updatedAt,
  };
}

/**
 * The feed of a token (null for an unknown or revoked one): every item the person has booked, as
 * an iCalendar file. All-day items are dates; timed ones are instants (UTC), which every client
 * shows in its own zone.
 */
export async function calendarOfToken(db: Db, token: string, publicUrl: string): Promise<string | null> {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) return null;
  const rows = await db
    .select({ item: calendarItems })
    .from(bookings)
    .innerJoin(calendarItems, eq(calendarItems.id, bookings.itemId))
    .where(eq(bookings.userId, feed.userId));
  const calendar = ical({
    name: 'ALMA',
    prodId: { company: 'ALMA', product: 'portal', language: 'IT' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const { item } of rows) calendar.createEvent(toEvent(item, publicUrl));
  return calendar.toString();
}
