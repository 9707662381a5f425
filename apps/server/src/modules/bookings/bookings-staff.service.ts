import { schoolDateTime, schoolToday } from '@school/domain/attendance/school-day';
import { bookingRights, groupKey, mayBook } from '@school/domain/bookings/bookings';
import type {
  CreateItemBody,
  ListStaffItemsQuery,
  ListStaffItemsResponse,
  MarkAttendanceBody,
  StaffBooking,
  StaffItem,
  StaffItemDetail,
  UpdateItemBody,
} from '@school/domain/bookings/contracts/staff-bookings';
import { schoolClock } from '@school/domain/shared/clock';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import { bookings, type CalendarItemRow, calendarItems } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { loadAccessSubject } from '../auth/me.ts';
import {
  auditStaffChange,
  changeOnVersion,
  lockedOnVersion,
  removeOnVersion,
  rowVersion,
} from '../staff/staff-changes.ts';
import { lockItem } from './bookings.repository.ts';
import { type BookingsDeps, book, cancel, offerFreeSeats, toBookingItem } from './bookings.service.ts';
import * as staffRepo from './bookings-staff.repository.ts';

/**
 * Moved by every booking, cancellation and offer, and re-checked under the item's lock by each
 * change (the capacity not below them, no deletion with bookings): not part of the item's version,
 * so the staff's form does not go stale while students book.
 */
const SEAT_COUNTERS = ['bookedCount', 'heldCount'] as const;

/**
 * The staff side of bookings (permission Prenotazioni): calendar items created, changed and
 * deleted on the version read, with every change audited in its transaction; bookings made or
 * cancelled for a person (the window and the mandatory rule do not bind staff; the capacity and
 * the group rule do); attendance marked; the bookings as CSV.
 */

/** A moment as the staff form shows it: YYYY-MM-DDTHH:mm on the school's clock. */
const wallClock = (at: Date) => schoolClock(at).now;

/** The form's wall-clock moment as an instant. */
const instant = (moment: string) => {
  const [day, time] = moment.split('T') as [string, string];
  return schoolDateTime(day, time);
};

export function toStaffItem(row: CalendarItemRow, waiting: number): StaffItem {
  const { booking: _b, waiting: _w, ...item } = toBookingItem(row, { booking: null, waiting: null });
  return {
    ...item,
    opensAtLocal: wallClock(row.opensAt),
    closesAtLocal: row.closesAt ? wallClock(row.closesAt) : null,
    productCode: row.productCode,
    booked: row.bookedCount,
    held: row.heldCount,
    waiting,
    version: rowVersion(calendarItems, row, SEAT_COUNTERS),
  };
}

export async function listStaffItems(
  db: DbOrTx,
  query: ListStaffItemsQuery,
  now: Date,
): Promise<ListStaffItemsResponse> {
  return pageAnswer(query, await staffRepo.listItemsPage(db, query, schoolToday(now.getTime())), (r) =>
    toStaffItem(r.item, r.waiting),
  );
}

function toStaffBooking(row: Awaited<ReturnType<typeof staffRepo.listItemBookings>>[number]): StaffBooking {
  return {
    id: row.booking.id,
    person: row.person,
    createdAt: row.booking.createdAt.toISOString(),
    bookedBy: row.bookedBy ? `${row.bookedBy.firstName} ${row.bookedBy.lastName}`.trim() || null : null,
    attendance: row.booking.attendance,
    version: rowVersion(bookings, row.booking),
  };
}

export async function getStaffItem(db: DbOrTx, id: string): Promise<StaffItemDetail> {
  const found = await staffRepo.findItemWithWaiting(db, id);
  if (!found) throw notFound();
  const [rows, waiting] = await Promise.all([
    staffRepo.listItemBookings(db, id),
    staffRepo.listItemWaiting(db, id),
  ]);
  return {
    item: toStaffItem(found.item, found.waiting),
    bookings: rows.map(toStaffBooking),
    waitingList: waiting.map(({ entry, person }) => ({
      id: entry.id,
      person,
      status: entry.status === 'offered' ? 'offered' : 'waiting',
      createdAt: entry.createdAt.toISOString(),
      offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
    })),
  };
}

/** The columns of the body, as stored. */
async function toColumns(db: DbOrTx, body: CreateItemBody) {
  if (body.productCode !== null && !(await staffRepo.editionExists(db, body.productCode))) {
    throw new AppError(400, 'request.invalid', 'Unknown course edition', {
      productCode: 'bookings.unknownEdition',
    });
  }
  return {
    kind: body.kind,
    startsOn: body.startsOn,
    endsOn: body.endsOn,
    startTime: body.startTime,
    endTime: body.endTime,
    opensAt: instant(body.opensAt),
    closesAt: body.closesAt ? instant(body.closesAt) : null,
    name: body.name,
    place: body.place,
    capacityMin: body.capacityMin,
    capacityMax: body.capacityMax,
    link: body.link,
    description: body.description,
    groupName: body.group,
    groupKey: groupKey(body.group),
    isMandatory: body.isMandatory,
    isRetake: body.kind === 'exam' && body.isRetake,
    productCode: body.productCode,
  };
}

export async function createItem(db: Db, by: string, body: CreateItemBody) {
  const values = await toColumns(db, body);
  const created = await db.transaction(async (tx) => {
    const row = await staffRepo.insertItem(tx, values);
    await auditStaffChange(tx, { by, table: calendarItems, before: null, after: row });
    return row;
  });
  return toStaffItem(created, 0);
}

/**
 * Changes an item on the version read. The capacity cannot go below the seats taken; a new group
 * may not join two items one person has booked (409 bookings.incompatible on the group); seats
 * that a higher capacity frees go to the waiting list in turn.
 */
export async function changeItem(
  deps: BookingsDeps,
  by: string,
  id: string,
  body: UpdateItemBody,
  now: Date,
): Promise<StaffItem> {
  const { version, ...fields } = body;
  const values = await toColumns(deps.db, fields);
  const changed = await deps.db.transaction(async (tx) => {
    const before = lockedOnVersion(calendarItems, await lockItem(tx, id), version, SEAT_COUNTERS);
    if (values.capacityMax < before.bookedCount + before.heldCount) {
      throw new AppError(400, 'request.invalid', 'The capacity is below the seats taken', {
        capacityMax: 'bookings.capacityBelowTaken',
      });
    }
    if (values.groupKey !== before.groupKey) {
      if (values.groupKey && (await staffRepo.groupClash(tx, id, values.groupKey))) {
        throw new AppError(409, 'bookings.incompatible', 'Someone booked both items of this group', {
          group: 'bookings.incompatible',
        });
      }
      await staffRepo.setBookingsGroup(tx, id, values.groupKey);
    }
    const after = await staffRepo.updateItem(tx, id, values);
    await auditStaffChange(tx, { by, table: calendarItems, before, after });
    await offerFreeSeats(tx, deps, id, now);
    return (await lockItem(tx, id)) ?? after;
  });
  const found = await staffRepo.findItemWithWaiting(deps.db, id);
  return toStaffItem(changed, found?.waiting ?? 0);
}

/** Deletes an item without bookings, on the version read (409 bookings.hasBookings otherwise). */
export async function removeItem(deps: BookingsDeps, by: string, id: string, version: string): Promise<void> {
  await removeOnVersion(
    deps.db,
    { by, table: calendarItems, lock: (tx) => lockItem(tx, id), seen: version, except: SEAT_COUNTERS },
    async (tx, before) => {
      if (before.bookedCount > 0 || before.heldCount > 0) {
        throw new AppError(409, 'bookings.hasBookings', 'Cancel its bookings first');
      }
      await staffRepo.deleteItem(tx, id);
    },
  );
}

/** The person a booking is made or cancelled for, with the rights the rules give them. */
async function personFor(deps: BookingsDeps, userId: string, itemId: string) {
  const user = await staffRepo.findUser(deps.db, userId);
  if (!user) throw notFound();
  const subject = await loadAccessSubject(deps.db, user);
  const item = await staffRepo.findItemWithWaiting(deps.db, itemId);
  if (!item) throw notFound();
  if (!mayBook(bookingRights(subject), { kind: item.item.kind, isRetake: item.item.isRetake })) {
    throw new AppError(409, 'bookings.notForPerson', 'This person may not book this item');
  }
  return { id: user.id, subject };
}

/** Books a seat for a person (their rights, the capacity and the group rule hold; the window does not). */
export async function bookFor(deps: BookingsDeps, by: string, itemId: string, userId: string, now: Date) {
  const person = await personFor(deps, userId, itemId);
  try {
    await book(deps, person, itemId, now, { by });
  } catch (error) {
    // The item is not of the person's edition: for staff, say so.
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(409, 'bookings.notForPerson', 'This person may not book this item');
    }
    throw error;
  }
  return getStaffItem(deps.db, itemId);
}

/** Cancels a person's booking (mandatory or after the deadline too); the seat goes to the waiting list. */
export async function cancelFor(
  deps: BookingsDeps,
  by: string,
  itemId: string,
  bookingId: string,
  now: Date,
) {
  const [row] = (await staffRepo.listItemBookings(deps.db, itemId)).filter((b) => b.booking.id === bookingId);
  if (!row) throw notFound();
  const user = await staffRepo.findUser(deps.db, row.person.id);
  if (!user) throw notFound();
  await cancel(deps, { id: user.id, subject: await loadAccessSubject(deps.db, user) }, itemId, now, { by });
  return getStaffItem(deps.db, itemId);
}

/** Marks a booking present, absent or not marked, on the version read. */
export async function markAttendance(
  db: Db,
  by: string,
  itemId: string,
  bookingId: string,
  body: MarkAttendanceBody,
): Promise<StaffBooking> {
  await changeOnVersion(
    db,
    { by, table: bookings, lock: (tx) => staffRepo.lockBooking(tx, itemId, bookingId), seen: body.version },
    (tx) => staffRepo.setAttendance(tx, bookingId, body.attendance),
  );
  const [row] = (await staffRepo.listItemBookings(db, itemId)).filter((b) => b.booking.id === bookingId);
  if (!row) throw notFound();
  return toStaffBooking(row);
}

/** The bookings of an item as CSV: the sign-in list of the secretariat. */
export async function bookingsCsv(
  db: DbOrTx,
  itemId: string,
  language: 'it' | 'en',
): Promise<{ name: string; csv: string }> {
  const detail = await getStaffItem(db, itemId);
  const it = language === 'it';
  const header = it
    ? ['Cognome', 'Nome', 'E-mail', 'Matricola', 'Prenotato il', 'Prenotato da', 'Presenza']
    : ['Last name', 'First name', 'E-mail', 'Registration number', 'Booked on', 'Booked by', 'Attendance'];
  const mark = (value: StaffBooking['attendance']) =>
    value === null
      ? ''
      : it
        ? value === 'present'
          ? 'Presente'
          : 'Assente'
        : value === 'present'
          ? 'Present'
          : 'Absent';
  const rows = detail.bookings.map((b) => [
    b.person.lastName,
    b.person.firstName,
    b.person.email,
    b.person.registrationNumber,
    wallClock(new Date(b.createdAt)).replace('T', ' '),
    b.bookedBy,
    mark(b.attendance),
  ]);
  const name = `${detail.item.startsOn}-${detail.item.name}`.slice(0, 60);
  return { name: `prenotazioni-${name}.csv`, csv: toCsv(header, rows) };
}
