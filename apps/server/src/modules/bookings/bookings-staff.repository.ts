import type { ListStaffItemsQuery } from '@school/domain/bookings/contracts/staff-bookings';
import { and, asc, count, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { listPage } from '../../db/list-page.ts';
import { containsPattern, personContact } from '../../db/people-search.ts';
import {
  type BookingRow,
  bookings,
  bookingWaitlist,
  type CalendarItemRow,
  calendarItems,
  courseEditions,
  users,
} from '../../db/schema/index.ts';

/** The calendar items and their bookings as staff keep them. */

function listFilter(query: ListStaffItemsQuery, today: string): SQL | undefined {
  const search = query.search ? containsPattern(query.search) : null;
  return and(
    query.kind ? eq(calendarItems.kind, query.kind) : undefined,
    gte(sql`coalesce(${calendarItems.endsOn}, ${calendarItems.startsOn})`, query.from ?? today),
    search
      ? or(
          ilike(calendarItems.name, search),
          ilike(calendarItems.place, search),
          ilike(calendarItems.groupName, search),
        )
      : undefined,
  );
}

/** People waiting (not those holding an offer) on the item. */
const waitingCount = sql<number>`(
  select count(*) from booking_waitlist w
   where w.item_id = ${sql.raw('"calendar_items"."id"')} and w.status = 'waiting'
)`.mapWith(Number);

/** One page of items in order (first day, start time, name), each with how many wait. */
export async function listItemsPage(db: DbOrTx, query: ListStaffItemsQuery, today: string) {
  const where = listFilter(query, today);
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ item: calendarItems, waiting: waitingCount })
        .from(calendarItems)
        .where(where)
        .orderBy(
          asc(calendarItems.startsOn),
          asc(calendarItems.startTime),
          asc(calendarItems.name),
          asc(calendarItems.id),
        )
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(calendarItems).where(where),
    JSON.stringify(['bookings.items', query, today]),
  );
}

export async function findItemWithWaiting(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ item: calendarItems, waiting: waitingCount })
    .from(calendarItems)
    .where(eq(calendarItems.id, id));
  return row ?? null;
}

const bookers = alias(users, 'bookers');

/** The item's bookings with their people (by last name, first name) and who booked for them. */
export async function listItemBookings(db: DbOrTx, itemId: string) {
  const rows = await db
    .select({
      booking: bookings,
      person: { ...personContact, registrationNumber: users.registrationNumber },
      bookedBy: { firstName: bookers.firstName, lastName: bookers.lastName },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(bookers, eq(bookers.id, bookings.bookedBy))
    .where(eq(bookings.itemId, itemId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(bookings.createdAt));
  return rows;
}

/** The item's waiting list in turn: those holding an offer first, then those waiting. */
export async function listItemWaiting(db: DbOrTx, itemId: string) {
  return db
    .select({
      entry: bookingWaitlist,
      person: personContact,
    })
    .from(bookingWaitlist)
    .innerJoin(users, eq(users.id, bookingWaitlist.userId))
    .where(and(eq(bookingWaitlist.itemId, itemId), inArray(bookingWaitlist.status, ['offered', 'waiting'])))
    .orderBy(
      sql`case when ${bookingWaitlist.status} = 'offered' then 0 else 1 end`,
      asc(bookingWaitlist.createdAt),
      asc(bookingWaitlist.id),
    );
}

export async function editionExists(db: DbOrTx, productCode: string): Promise<boolean> {
  const [row] = await db
    .select({ code: courseEditions.productCode })
    .from(courseEditions)
    .where(eq(courseEditions.productCode, productCode));
  return row !== undefined;
}

export async function insertItem(
  db: DbOrTx,
  values: typeof calendarItems.$inferInsert,
): Promise<CalendarItemRow> {
  const [row] = await db.insert(calendarItems).values(values).returning();
  if (!row) throw new Error('calendar item not created');
  return row;
}

export async function updateItem(
  db: DbOrTx,
  id: string,
  values: Partial<typeof calendarItems.$inferInsert>,
): Promise<CalendarItemRow> {
  const [row] = await db
    .update(calendarItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(calendarItems.id, id))
    .returning();
  if (!row) throw new Error('calendar item vanished');
  return row;
}

/** The item's bookings follow its group (the one-per-group index compares the copy). */
export async function setBookingsGroup(db: DbOrTx, itemId: string, groupKey: string | null): Promise<void> {
  await db.update(bookings).set({ groupKey }).where(eq(bookings.itemId, itemId));
}

/** Someone who booked this item has booked another item of `groupKey` too. */
export async function groupClash(db: DbOrTx, itemId: string, groupKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupKey, groupKey),
        sql`${bookings.itemId} <> ${itemId}`,
        sql`${bookings.userId} in (select b.user_id from bookings b where b.item_id = ${itemId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteItem(db: DbOrTx, id: string): Promise<void> {
  await db.delete(calendarItems).where(eq(calendarItems.id, id));
}

export async function lockBooking(db: DbOrTx, itemId: string, bookingId: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.itemId, itemId)))
    .for('update');
  return row ?? null;
}

export async function setAttendance(
  db: DbOrTx,
  id: string,
  attendance: BookingRow['attendance'],
): Promise<BookingRow> {
  const [row] = await db
    .update(bookings)
    .set({ attendance, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error('booking vanished');
  return row;
}

export async function findUser(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
