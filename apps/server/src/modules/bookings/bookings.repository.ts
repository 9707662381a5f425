import type { BookingKind } from '@school/domain/bookings/bookings';
import {
  and,
  asc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  inArray,
  isNull,
  or,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { keptUntilWrite } from '../../db/kept-until-write.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  type BookingRow,
  type BookingWaitlistRow,
  bookings,
  bookingWaitlist,
  type CalendarItemRow,
  calendarItems,
  enrolments,
  users,
} from '../../db/schema/index.ts';

/** The queries of bookings. Locks are taken by the service, inside its transactions. */

/** The course editions of a person's active course enrolments (their modules and exam sessions). */
export async function personEditions(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productCode: enrolments.productCode })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.kind, 'course'), eq(enrolments.isActive, true)));
  return rows.map((r) => r.productCode).filter((code): code is string => code !== null);
}

/** Items of everyone, or of one of `editions`. */
const forEditions = (editions: readonly string[]) =>
  editions.length > 0
    ? or(isNull(calendarItems.productCode), inArray(calendarItems.productCode, [...editions]))
    : isNull(calendarItems.productCode);

/**
 * The items of a kind a person sees, from `today` on (an item is listed until its last day), in
 * chronological order. `retake`: for exams, which sessions (null: both).
 */
export async function listVisibleItems(
  db: DbOrTx,
  filter: { kind: BookingKind; editions: readonly string[]; today: string; retake: boolean | null },
): Promise<CalendarItemRow[]> {
  return db
    .select()
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.kind, filter.kind),
        forEditions(filter.editions),
        gte(sql`coalesce(${calendarItems.endsOn}, ${calendarItems.startsOn})`, filter.today),
        filter.retake === null ? undefined : eq(calendarItems.isRetake, filter.retake),
      ),
    )
    .orderBy(asc(calendarItems.startsOn), asc(calendarItems.startTime), asc(calendarItems.name));
}

/**
 * Whether the person has a stake in the item of the enclosing query (`calendar_items`): a booking
 * of it or of its group, or a place on its waiting list. Qualified by hand: inside the subqueries
 * drizzle's bare column names would bind to the inner table.
 */
const stakeOf = (userId: string | Placeholder) =>
  sql`(exists (select 1 from bookings b where b.user_id = ${userId} and (b.item_id = calendar_items.id or b.group_key = calendar_items.group_key)) or exists (select 1 from booking_waitlist w where w.item_id = calendar_items.id and w.user_id = ${userId} and w.status in ('waiting', 'offered')))`;

/**
 * Whether the person may see the item of the enclosing query (`calendar_items`): an item of
 * everyone, or of one of their active course editions.
 */
const visibleToPerson = (userId: string | Placeholder) =>
  sql`(calendar_items.product_code is null or calendar_items.product_code in (select e.product_code from enrolments e where e.user_id = ${userId} and e.kind = 'course' and e.is_active))`;

/**
 * The item when the person may see it (`visibleToPerson`), and whether they have a stake in it: a
 * booking of it or of its group, or a place on its waiting list. One statement, read without
 * locks: a full item can refuse the others at once.
 */
const visibleItemQuery = preparedOnce((db) =>
  db
    .select({
      ...getTableColumns(calendarItems),
      hasStake: sql<boolean>`${stakeOf(sql.placeholder('userId'))}`,
      // The item as read, to the microsecond: every staff change sets it (`bookAsRead`).
      asRead: sql<string>`${calendarItems.updatedAt}::text`,
    })
    .from(calendarItems)
    .where(and(eq(calendarItems.id, sql.placeholder('id')), visibleToPerson(sql.placeholder('userId'))))
    .prepare('bookings_visible_item'),
);

export async function findVisibleItem(
  db: Db,
  id: string,
  userId: string,
): Promise<(CalendarItemRow & { hasStake: boolean; asRead: string }) | null> {
  const [row] = await visibleItemQuery(db).execute({ id, userId });
  return row ? { ...row, hasStake: Boolean(row.hasStake) } : null;
}

const ITEM_TABLES = [getTableName(calendarItems)];

/**
 * The item as it was last read, of anyone's (no person's stake or visibility), kept until the
 * calendar items change (`keptUntilWrite`; every booking changes its counters): where a booking
 * in one statement starts from (decision 95). Only for going on: a refusal is read afresh.
 */
export function keptItem(db: DbOrTx, id: string): Promise<(CalendarItemRow & { asRead: string }) | null> {
  return keptUntilWrite(
    db,
    `bookings.item\u0000${id}`,
    async () => {
      const [row] = await db
        .select({ ...getTableColumns(calendarItems), asRead: sql<string>`${calendarItems.updatedAt}::text` })
        .from(calendarItems)
        .where(eq(calendarItems.id, id));
      return row ?? null;
    },
    { readsFrom: ITEM_TABLES },
  );
}

const fullAsReadQuery = preparedOnce((db) =>
  db
    .select({ id: calendarItems.id })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.id, sql.placeholder('id')),
        sql`calendar_items.booked_count + calendar_items.held_count >= calendar_items.capacity_max`,
        sql`calendar_items.updated_at = ${sql.placeholder('asRead')}::timestamptz`,
        sql`not ${stakeOf(sql.placeholder('userId'))}`,
      ),
    )
    .prepare('bookings_full_as_read'),
);

/**
 * Whether the item is full now, still as read (`asRead`: no staff change since, so its window is
 * the one checked) and the person has no stake in it: `bookAsRead`'s "full" read alone, without
 * its update, for an item the last read already showed full. Fresh and narrow; false sends the
 * caller the long way. Whether the person may see the item is the caller's, judged from the
 * session (its kind, its edition), which is kept only until the enrolments change.
 */
export async function isFullAsRead(db: Db, item: { id: string; asRead: string }, userId: string) {
  return (await fullAsReadQuery(db).execute({ id: item.id, asRead: item.asRead, userId })).length > 0;
}

/** The seat counters of an item after a booking made in one statement. */
type SeatCounters = Pick<CalendarItemRow, 'bookedCount' | 'heldCount' | 'cancelledCount'>;

/**
 * A booking in one statement, for a person with no stake in the item as read (`asRead`): the seat
 * taken by the same conditional update as `takeSeat`, and the booking inserted from it, only while
 * the item is still as read (no staff change since: its window is the one checked) and the person
 * still has no stake in it (whether they may see it is the caller's, from the session). `booked`: the counters after the booking and the booking.
 * `full`: no seat was free, the item as this statement saw it full, still as read, and the person
 * still without a stake. `unsure`: anything else (the item changed, a stake appeared, a seat freed
 * meanwhile): the caller takes the long way, under
 * the locks, to book or to say why not. A concurrent booking of the same person breaks a unique
 * index and the whole statement, seat included, is undone (the caller takes the long way then too).
 */
export async function bookAsRead(
  db: DbOrTx,
  item: { id: string; asRead: string },
  userId: string,
): Promise<
  | { outcome: 'booked'; counters: SeatCounters; booking: { id: string; createdAt: Date } }
  | { outcome: 'full' | 'unsure' }
> {
  const result = (await db.execute(sql`
    with seat as (
      update calendar_items set booked_count = booked_count + 1
      where id = ${item.id}
        and booked_count + held_count < capacity_max
        and updated_at = ${item.asRead}::timestamptz
        and not ${stakeOf(userId)}
      returning id, group_key, booked_count, held_count, cancelled_count
    ), booking as (
      insert into bookings (item_id, user_id, group_key)
      select id, ${userId}, group_key from seat
      returning id, created_at
    )
    select true as booked, booked_count, held_count, cancelled_count,
      (select id from booking) as booking_id, (select created_at from booking) as booked_at
    from seat
    union all
    select false, booked_count, held_count, cancelled_count, null, null from calendar_items
    where id = ${item.id} and not exists (select 1 from seat)
      and booked_count + held_count >= capacity_max
      and updated_at = ${item.asRead}::timestamptz
      and not ${stakeOf(userId)}
  `)) as unknown as {
    rows: {
      booked: boolean;
      booked_count: number;
      held_count: number;
      cancelled_count: number;
      booking_id: string | null;
      booked_at: Date | string | null;
    }[];
  };
  const [row] = result.rows;
  if (!row) return { outcome: 'unsure' };
  if (!row.booked) return { outcome: 'full' };
  if (!row.booking_id || !row.booked_at) throw new Error('a seat taken without its booking');
  return {
    outcome: 'booked',
    counters: {
      bookedCount: row.booked_count,
      heldCount: row.held_count,
      cancelledCount: row.cancelled_count,
    },
    booking: { id: row.booking_id, createdAt: new Date(row.booked_at) },
  };
}

export async function lockItem(db: DbOrTx, id: string): Promise<CalendarItemRow | null> {
  const [row] = await db.select().from(calendarItems).where(eq(calendarItems.id, id)).for('update');
  return row ?? null;
}

/**
 * Serialises one person's booking changes (two tabs booking two items of one group at once):
 * the user's row, locked until the transaction ends. `no key update`: it does not stop other
 * transactions inserting rows that refer to the person (a notification, a mail, a booking).
 */
export async function lockPerson(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined;
}

/**
 * Claims a free seat, as a booking (`booked`) or held for a waiting-list offer (`held`), while
 * bookings and held seats stay below the capacity. The guard is this statement's condition
 * (re-checked on the row as it is when the update runs); null when the item is full.
 */
async function claimFreeSeat(
  db: DbOrTx,
  itemId: string,
  as: 'booked' | 'held',
): Promise<CalendarItemRow | null> {
  const [row] = await db
    .update(calendarItems)
    .set(
      as === 'booked'
        ? { bookedCount: sql`${calendarItems.bookedCount} + 1` }
        : { heldCount: sql`${calendarItems.heldCount} + 1` },
    )
    .where(
      and(
        eq(calendarItems.id, itemId),
        sql`${calendarItems.bookedCount} + ${calendarItems.heldCount} < ${calendarItems.capacityMax}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Takes a seat for a booking (null when the item is full). */
export const takeSeat = (db: DbOrTx, itemId: string) => claimFreeSeat(db, itemId, 'booked');

/** A free seat held for a waiting-list offer (null when none is free). */
export const holdSeat = (db: DbOrTx, itemId: string) => claimFreeSeat(db, itemId, 'held');

/** A booking cancelled: the seat is freed (`hold`: or held for a waiting-list offer) and the cancellation counted. */
export async function releaseSeat(db: DbOrTx, itemId: string, hold: boolean): Promise<CalendarItemRow> {
  const [row] = await db
    .update(calendarItems)
    .set(
      hold
        ? {
            bookedCount: sql`${calendarItems.bookedCount} - 1`,
            heldCount: sql`${calendarItems.heldCount} + 1`,
            cancelledCount: sql`${calendarItems.cancelledCount} + 1`,
          }
        : {
            bookedCount: sql`${calendarItems.bookedCount} - 1`,
            cancelledCount: sql`${calendarItems.cancelledCount} + 1`,
          },
    )
    .where(eq(calendarItems.id, itemId))
    .returning();
  if (!row) throw new Error('calendar item vanished');
  return row;
}

/** A held seat becomes a booking (`book`) or is freed. */
export async function settleHeldSeat(db: DbOrTx, itemId: string, book: boolean): Promise<CalendarItemRow> {
  const [row] = await db
    .update(calendarItems)
    .set(
      book
        ? {
            heldCount: sql`${calendarItems.heldCount} - 1`,
            bookedCount: sql`${calendarItems.bookedCount} + 1`,
          }
        : { heldCount: sql`${calendarItems.heldCount} - 1` },
    )
    .where(and(eq(calendarItems.id, itemId), sql`${calendarItems.heldCount} > 0`))
    .returning();
  if (!row) throw new Error('no held seat on the calendar item');
  return row;
}

export async function findBooking(db: DbOrTx, itemId: string, userId: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.itemId, itemId), eq(bookings.userId, userId)));
  return row ?? null;
}

/** The person's booking of another item of the group (the group rule), if any. */
export async function findGroupBooking(
  db: DbOrTx,
  userId: string,
  groupKey: string,
  exceptItemId: string,
): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.groupKey, groupKey),
        sql`${bookings.itemId} <> ${exceptItemId}`,
      ),
    );
  return row ?? null;
}

/** Inserts a booking; null when the unique constraints refuse it (item and person, group and person). */
export async function insertBooking(
  db: DbOrTx,
  values: { itemId: string; userId: string; groupKey: string | null; bookedBy: string | null },
): Promise<BookingRow | null> {
  const [row] = await db.insert(bookings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteBooking(db: DbOrTx, id: string): Promise<void> {
  await db.delete(bookings).where(eq(bookings.id, id));
}

/** Every item a person has booked, of any kind, with its group. */
export async function listBookedItems(db: DbOrTx, userId: string) {
  return db
    .select({ booking: bookings, itemId: calendarItems.id, group: calendarItems.groupName })
    .from(bookings)
    .innerJoin(calendarItems, eq(calendarItems.id, bookings.itemId))
    .where(eq(bookings.userId, userId));
}

/** The person's active (waiting or offered) waiting-list entry for the item. */
const activeEntryOf = (db: DbOrTx, itemId: string, userId: string) =>
  db
    .select()
    .from(bookingWaitlist)
    .where(
      and(
        eq(bookingWaitlist.itemId, itemId),
        eq(bookingWaitlist.userId, userId),
        inArray(bookingWaitlist.status, ['waiting', 'offered']),
      ),
    );

/** The person's active waiting-list entry for the item, read without a lock (null when none). */
export async function findActiveEntry(
  db: DbOrTx,
  itemId: string,
  userId: string,
): Promise<BookingWaitlistRow | null> {
  const [row] = await activeEntryOf(db, itemId, userId);
  return row ?? null;
}

/**
 * The person's active waiting-list entries (waiting or offered), each with their place among
 * those waiting on the same item.
 */
export async function listActiveEntries(db: DbOrTx, userId: string) {
  // The outer entry under an alias of its own, named in full in the subquery, which reads the same
  // table (drizzle writes a column of a one-table select without its table: it would be the subquery's).
  const entry = alias(bookingWaitlist, 'entry');
  return db
    .select({
      entry,
      position: sql<number>`(
        select count(*) from booking_waitlist o
         where o.item_id = ${sql.raw('"entry"."item_id"')} and o.status = 'waiting'
           and (o.created_at, o.id) <= (${sql.raw('"entry"."created_at", "entry"."id"')})
      )`.mapWith(Number),
    })
    .from(entry)
    .where(and(eq(entry.userId, userId), inArray(entry.status, ['waiting', 'offered'])));
}

/** The person's active waiting-list entry for the item, locked (null when none). */
export async function lockActiveEntry(
  db: DbOrTx,
  itemId: string,
  userId: string,
): Promise<BookingWaitlistRow | null> {
  const [row] = await activeEntryOf(db, itemId, userId).for('update');
  return row ?? null;
}

/** The item of a waiting-list entry (read without a lock: the item is locked first). */
export async function findEntryItem(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db
    .select({ itemId: bookingWaitlist.itemId })
    .from(bookingWaitlist)
    .where(eq(bookingWaitlist.id, id));
  return row?.itemId ?? null;
}

export async function lockEntryById(db: DbOrTx, id: string): Promise<BookingWaitlistRow | null> {
  const [row] = await db.select().from(bookingWaitlist).where(eq(bookingWaitlist.id, id)).for('update');
  return row ?? null;
}

/** Joins the waiting list; null when the person already has an active entry (the unique index). */
export async function insertEntry(
  db: DbOrTx,
  itemId: string,
  userId: string,
): Promise<BookingWaitlistRow | null> {
  const [row] = await db
    .insert(bookingWaitlist)
    .values({ itemId, userId, status: 'waiting' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateEntry(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<BookingWaitlistRow, 'status' | 'offeredAt' | 'offerExpiresAt' | 'decidedAt'>>,
): Promise<BookingWaitlistRow> {
  const [row] = await db.update(bookingWaitlist).set(values).where(eq(bookingWaitlist.id, id)).returning();
  if (!row) throw new Error('waiting-list entry vanished');
  return row;
}

/** The first person waiting for an item (oldest first), locked; others waiting are skipped, not blocked. */
export async function lockNextWaiting(db: DbOrTx, itemId: string): Promise<BookingWaitlistRow | null> {
  const [row] = await db
    .select()
    .from(bookingWaitlist)
    .where(and(eq(bookingWaitlist.itemId, itemId), eq(bookingWaitlist.status, 'waiting')))
    .orderBy(asc(bookingWaitlist.createdAt), asc(bookingWaitlist.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Who is told of an offer: e-mail, first name and language of the person. */
export async function findRecipient(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
