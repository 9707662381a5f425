import type { AccessSubject } from '@school/domain/access/subject';
import { schoolToday } from '@school/domain/attendance/school-day';
import {
  BOOKING_KIND_PARAM,
  type BookingKind,
  type BookingRights,
  bookingDeadline,
  bookingRights,
  bookingWindow,
  groupKey,
  mayBook,
  seatsLeft,
  seesEdition,
} from '@school/domain/bookings/bookings';
import type {
  BookingItem,
  ItemChangeResponse,
  ListItemsResponse,
  Waiting,
} from '@school/domain/bookings/contracts/items';
import type { ErrorCode } from '@school/domain/shared/errors';
import { isLocale } from '@school/domain/shared/locale';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type BookingWaitlistRow, bookings, type CalendarItemRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { type Notifier, notifyUser } from '../notifications/notify.ts';
import { auditStaffChange } from '../staff/staff-changes.ts';
import { offerMail, offerNotification } from './bookings.mails.ts';
import * as repo from './bookings.repository.ts';

/**
 * Bookings (specification 000, sections 2 to 7; decision 42). Every change runs in one
 * transaction that follows the locking discipline of docs/architecture.md: validate first; lock
 * the person (their bookings change one at a time: two tabs booking two items of one group), then
 * the item, then its waiting-list entries, always in this order; re-check the window, the group
 * and the booking under the locks; take the seat with a conditional update (the guard: bookings
 * and held seats below the capacity); write; commit. Mails, notifications and jobs are written in
 * the same transaction and leave after it. The unique indexes (item and person, group and person,
 * one active waiting-list entry) and the seats' check constraint back every check.
 */

export interface BookingsDeps {
  db: Db;
  mailer: Mailer;
  jobs: Jobs;
  notifier: Notifier;
  publicUrl: string;
  bookings: { eventsEmail: string; examsEmail: string; offerMinutes: number };
}

/** The person a booking is for: their id and what the access rules know of them. */
export interface Person {
  id: string;
  subject: AccessSubject;
}

/** A staff member acting for the person: the window and the mandatory rule do not bind them. */
export interface Override {
  by: string;
}

const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

const errors = {
  full: () => conflict('bookings.full', 'No seat is left'),
  notOpen: () => conflict('bookings.notOpen', 'Bookings are not open yet'),
  closed: () => conflict('bookings.closed', 'Bookings are closed'),
  incompatible: (kind: BookingKind) =>
    kind === 'exam'
      ? conflict('bookings.examIncompatible', 'Another booked item has the same group')
      : conflict('bookings.incompatible', 'Another booked item has the same group'),
  alreadyBooked: () => conflict('bookings.alreadyBooked', 'Already booked'),
  notBooked: () => conflict('bookings.notBooked', 'Not booked'),
  mandatory: () => conflict('bookings.mandatory', 'A mandatory item cannot be cancelled'),
  notFull: () => conflict('bookings.notFull', 'Seats are left: book one'),
  alreadyWaiting: () => conflict('bookings.alreadyWaiting', 'Already on the waiting list'),
  notWaiting: () => conflict('bookings.notWaiting', 'Not on the waiting list'),
  noOffer: () => conflict('bookings.noOffer', 'No seat is held for this person'),
  offerHeld: () => conflict('bookings.alreadyWaiting', 'A seat is held: accept it'),
  offerExpired: () => conflict('bookings.offerExpired', 'The held seat has passed to the next person'),
};

/** The organisation's address of a kind ("Contatta l'organizzazione: {email}"). */
export function organizerEmail(deps: Pick<BookingsDeps, 'bookings'>, kind: BookingKind): string {
  return kind === 'exam' ? deps.bookings.examsEmail : deps.bookings.eventsEmail;
}

/**
 * Whether `rights` see this item: its kind, for exams the regular or retake session, and its
 * course edition (none, or one of the person's active course enrolments).
 */
function visibleTo(rights: BookingRights, item: CalendarItemRow): boolean {
  return mayBook(rights, { kind: item.kind, isRetake: item.isRetake }) && seesEdition(rights, item);
}

function retakeFilter(rights: BookingRights): boolean | null {
  if (rights.regularExams && rights.retakeExams) return null;
  return rights.retakeExams;
}

function toWindowItem(row: CalendarItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    startsOn: row.startsOn,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt?.toISOString() ?? null,
    capacityMax: row.capacityMax,
    occupation: row.bookedCount + row.heldCount,
    group: row.groupName,
    isMandatory: row.isMandatory,
  };
}

export function toBookingItem(
  row: CalendarItemRow,
  mine: { booking: { id: string; createdAt: Date } | null; waiting: Waiting | null },
): BookingItem {
  const item = toWindowItem(row);
  return {
    ...item,
    endsOn: row.endsOn,
    startTime: row.startTime,
    endTime: row.endTime,
    deadline: bookingDeadline(item),
    name: row.name,
    place: row.place,
    capacityMin: row.capacityMin,
    seatsLeft: seatsLeft(item),
    link: row.link,
    description: row.description,
    isRetake: row.isRetake,
    booking: mine.booking ? { id: mine.booking.id, createdAt: mine.booking.createdAt.toISOString() } : null,
    waiting: mine.waiting,
  };
}

/** The person's waiting-list state on each item (waiting with their place, or holding an offer). */
async function waitingByItem(db: DbOrTx, userId: string): Promise<Map<string, Waiting>> {
  const entries = await repo.listActiveEntries(db, userId);
  return new Map(
    entries.map(({ entry, position }) => [
      entry.itemId,
      {
        status: entry.status === 'offered' ? 'offered' : 'waiting',
        position: entry.status === 'waiting' ? position : null,
        offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
      } satisfies Waiting,
    ]),
  );
}

/** GET /api/bookings/items?kind=…: getEventi (tipo) with the person's bookings (getPrenotazione). */
export async function listItems(
  deps: BookingsDeps,
  person: Person,
  kind: BookingKind,
  now: Date,
): Promise<ListItemsResponse> {
  const rights = bookingRights(person.subject);
  if (!rights.kinds.includes(kind)) throw new AppError(403, 'auth.forbidden', 'Not allowed');
  const editions = await repo.personEditions(deps.db, person.id);
  const [rows, booked, waiting] = await Promise.all([
    repo.listVisibleItems(deps.db, {
      kind,
      editions,
      today: schoolToday(now.getTime()),
      retake: kind === 'exam' ? retakeFilter(rights) : null,
    }),
    repo.listBookedItems(deps.db, person.id),
    waitingByItem(deps.db, person.id),
  ]);
  const bookingOf = new Map(booked.map((b) => [b.itemId, b.booking]));
  return {
    items: rows.map((row) =>
      toBookingItem(row, { booking: bookingOf.get(row.id) ?? null, waiting: waiting.get(row.id) ?? null }),
    ),
    booked: booked.map((b) => ({ id: b.itemId, group: b.group })),
    now: now.toISOString(),
    organizerEmail: organizerEmail(deps, kind),
  };
}

/** The item as the person now sees it, after a change. */
async function itemAnswer(
  db: DbOrTx,
  row: CalendarItemRow,
  userId: string,
  now: Date,
): Promise<ItemChangeResponse> {
  const [booking, waiting] = await Promise.all([
    repo.findBooking(db, row.id, userId),
    waitingByItem(db, userId),
  ]);
  return {
    item: toBookingItem(row, { booking, waiting: waiting.get(row.id) ?? null }),
    now: now.toISOString(),
  };
}

/** The item, when the person may see and book it (404 otherwise, as for an unknown id). */
async function itemFor(
  db: Db,
  person: Person,
  itemId: string,
): Promise<CalendarItemRow & { hasStake: boolean; asRead: string }> {
  const row = await repo.findVisibleItem(db, itemId, person.id);
  if (!row || !visibleTo(bookingRights(person.subject), row)) throw notFound();
  return row;
}

/**
 * Every change of a person's booking or waiting-list place, in the locking order of the
 * architecture: the item must be visible to the person (read without locks), then in one
 * transaction the person's row, then the item's row; `change` re-checks, writes and gives the item
 * as it leaves it. The answer is read after the commit, so the locks are held for the change alone.
 */
async function underLocks(
  deps: BookingsDeps,
  person: Person,
  itemId: string,
  now: Date,
  change: (tx: DbOrTx, row: CalendarItemRow) => Promise<CalendarItemRow>,
): Promise<ItemChangeResponse> {
  await itemFor(deps.db, person, itemId);
  const after = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockPerson(tx, person.id))) throw notFound();
    const row = await repo.lockItem(tx, itemId);
    if (!row) throw notFound();
    return change(tx, row);
  });
  return itemAnswer(deps.db, after, person.id, now);
}

function assertWindowOpen(row: CalendarItemRow, now: Date): void {
  const window = bookingWindow(toWindowItem(row), now);
  if (window === 'notOpen') throw errors.notOpen();
  if (window === 'closed') throw errors.closed();
}

/**
 * POST /api/bookings/items/:id/booking (createPrenotazione). Refused, with nothing changed:
 * unknown or not the person's (404), not open yet or closed, already booked, another booked item
 * of the group, full.
 *
 * Built for the herd (a whole class pressing at once; decisions 94 and 95): from the item as last
 * read (kept until the calendar items change), a person who may see it, with no stake in it, books
 * in one statement (`bookAsRead`: the conditional update takes the seat and the booking is inserted
 * from it, while the item is still as read and without their stake; whether the person sees it is
 * judged from the session, its kind and its edition), or is
 * told "full" by it; the answer is built from what the statement returns. Anything else (a stake, a
 * staff booking, the item changed meanwhile, two tabs at once, a window not open) goes the long way:
 * under the person's lock the seat is taken first by the conditional update, which is the item's
 * lock, taken late and once (whoever finds the item full waits for nothing more); then the rules
 * are re-checked on the row as updated, and any refusal rolls the seat back.
 */
export async function book(
  deps: BookingsDeps,
  person: Person,
  itemId: string,
  now: Date,
  override?: Override,
): Promise<ItemChangeResponse> {
  if (!override) {
    // The herd's case (decision 95): the item as last read, open and of the person's kind. With a
    // free seat the booking is one statement, which also answers "full"; full as read, one narrow
    // read says whether it still is (it writes nothing, so the item stays as read for the next).
    // Every other answer is decided the long way below, on a fresh read.
    const kept = await repo.keptItem(deps.db, itemId);
    if (
      kept &&
      bookingWindow(toWindowItem(kept), now) === 'open' &&
      visibleTo(bookingRights(person.subject), kept)
    ) {
      if (kept.bookedCount + kept.heldCount >= kept.capacityMax) {
        if (await repo.isFullAsRead(deps.db, kept, person.id)) throw errors.full();
      } else {
        const fast = await repo.bookAsRead(deps.db, kept, person.id).catch((err: unknown) => {
          if (isUniqueViolation(err)) return { outcome: 'unsure' as const };
          throw err;
        });
        if (fast.outcome === 'full') throw errors.full();
        if (fast.outcome === 'booked') {
          // The statement saw no booking or waiting-list place of the person's on the item.
          const item = toBookingItem({ ...kept, ...fast.counters }, { booking: fast.booking, waiting: null });
          return { item, now: now.toISOString() };
        }
      }
    }
  }
  const seen = await itemFor(deps.db, person, itemId);
  if (!override) {
    assertWindowOpen(seen, now);
    if (seen.bookedCount + seen.heldCount >= seen.capacityMax && !seen.hasStake) throw errors.full();
  }
  const after = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockPerson(tx, person.id))) throw notFound();
    const taken = await repo.takeSeat(tx, itemId);
    if (!taken) throw seen.hasStake ? await whyNoSeat(tx, person.id, seen) : errors.full();
    if (!override) assertWindowOpen(taken, now);
    if (await repo.findBooking(tx, taken.id, person.id)) throw errors.alreadyBooked();
    const key = groupKey(taken.groupName);
    if (key && (await repo.findGroupBooking(tx, person.id, key, taken.id)))
      throw errors.incompatible(taken.kind);
    // A seat held for this person's offer is theirs to accept, not to book past the others.
    const entry = await repo.lockActiveEntry(tx, taken.id, person.id);
    if (entry?.status === 'offered') throw errors.offerHeld();
    const inserted = await repo.insertBooking(tx, {
      itemId: taken.id,
      userId: person.id,
      groupKey: key,
      bookedBy: override?.by ?? null,
    });
    // Unreachable after the checks under the person's lock; the constraints stay the last word.
    if (!inserted) throw errors.alreadyBooked();
    if (entry) await repo.updateEntry(tx, entry.id, { status: 'left', decidedAt: now });
    if (override)
      await auditStaffChange(tx, { by: override.by, table: bookings, before: null, after: inserted });
    return taken;
  });
  return itemAnswer(deps.db, after, person.id, now);
}

/** Why no seat could be taken, for a person who may have a stake in the item (read under their lock). */
async function whyNoSeat(tx: DbOrTx, userId: string, item: CalendarItemRow): Promise<AppError> {
  if (await repo.findBooking(tx, item.id, userId)) return errors.alreadyBooked();
  const key = groupKey(item.groupName);
  if (key && (await repo.findGroupBooking(tx, userId, key, item.id))) return errors.incompatible(item.kind);
  const entry = await repo.findActiveEntry(tx, item.id, userId);
  if (entry?.status === 'offered') return errors.offerHeld();
  return errors.full();
}

/**
 * DELETE /api/bookings/items/:id/booking (annullaPrenotazione). Refused: not booked, closed
 * (the deadline passed), mandatory ("Contatta l'organizzazione"); staff override both. The seat
 * goes to the first person on the waiting list (held for them), or back to everyone.
 */
export async function cancel(
  deps: BookingsDeps,
  person: Person,
  itemId: string,
  now: Date,
  override?: Override,
): Promise<ItemChangeResponse> {
  return underLocks(deps, person, itemId, now, async (tx, row) => {
    const booking = await repo.findBooking(tx, itemId, person.id);
    if (!booking) throw errors.notBooked();
    if (!override) {
      if (bookingWindow(toWindowItem(row), now) === 'closed') throw errors.closed();
      if (row.isMandatory) throw errors.mandatory();
    }
    await repo.deleteBooking(tx, booking.id);
    if (override) {
      await auditStaffChange(tx, {
        by: override.by,
        table: bookings,
        before: booking,
        after: { id: booking.id },
      });
    }
    await repo.releaseSeat(tx, row.id, true);
    const after = await passHeldSeat(tx, deps, row.id, now);
    return after;
  });
}

/**
 * A seat of the item is held (counted in `held_count`): it goes to the first person waiting, as an
 * offer until `offerMinutes` from now (never past the deadline), with a notification, a mail and
 * the job that ends it; with nobody waiting, or the window closed, it is freed. Runs inside the
 * caller's transaction, with the item locked.
 */
async function passHeldSeat(
  tx: DbOrTx,
  deps: BookingsDeps,
  itemId: string,
  now: Date,
): Promise<CalendarItemRow> {
  const row = await repo.lockItem(tx, itemId);
  if (!row) throw notFound();
  const deadline = new Date(bookingDeadline(toWindowItem(row)));
  const next =
    bookingWindow(toWindowItem(row), now) === 'open' ? await repo.lockNextWaiting(tx, itemId) : null;
  if (!next) return repo.settleHeldSeat(tx, itemId, false);
  const expiresAt = new Date(
    Math.min(now.getTime() + deps.bookings.offerMinutes * 60_000, deadline.getTime()),
  );
  await repo.updateEntry(tx, next.id, { status: 'offered', offeredAt: now, offerExpiresAt: expiresAt });
  await tellOffer(tx, deps, next.userId, row, expiresAt);
  await deps.jobs.send(tx, offerExpiryJob(deps), { entryId: next.id }, { startAfter: expiresAt });
  return row;
}

/**
 * An offer ends, declined or its time up: the entry says how, and the seat it held passes to the
 * next person waiting (`passHeldSeat`). Inside the caller's transaction, item and entry locked.
 */
async function endOffer(
  tx: DbOrTx,
  deps: BookingsDeps,
  entry: Pick<BookingWaitlistRow, 'id' | 'itemId'>,
  status: 'declined' | 'expired',
  now: Date,
): Promise<CalendarItemRow> {
  await repo.updateEntry(tx, entry.id, { status, decidedAt: now });
  return passHeldSeat(tx, deps, entry.itemId, now);
}

/**
 * Seats came free without a booking being cancelled (staff raised the capacity): each free seat,
 * while someone waits, is held and offered in turn. Inside the caller's transaction, item locked.
 */
export async function offerFreeSeats(
  tx: DbOrTx,
  deps: BookingsDeps,
  itemId: string,
  now: Date,
): Promise<void> {
  for (;;) {
    const row = await repo.lockItem(tx, itemId);
    if (!row || seatsLeft(toWindowItem(row)) === 0 || bookingWindow(toWindowItem(row), now) !== 'open')
      return;
    const next = await repo.lockNextWaiting(tx, itemId);
    if (!next) return;
    await repo.holdSeat(tx, itemId);
    await passHeldSeat(tx, deps, itemId, now);
  }
}

async function tellOffer(
  tx: DbOrTx,
  deps: BookingsDeps,
  userId: string,
  row: CalendarItemRow,
  expiresAt: Date,
): Promise<void> {
  const recipient = await repo.findRecipient(tx, userId);
  if (!recipient) return;
  const language = isLocale(recipient.language) ? recipient.language : 'it';
  const facts = {
    kind: row.kind,
    itemName: row.name,
    startsOn: row.startsOn,
    startTime: row.startTime,
    expiresAt,
    link: `${deps.publicUrl}/prenotazioni?tipo=${BOOKING_KIND_PARAM[row.kind]}`,
  };
  await notifyUser(
    tx,
    deps.notifier,
    userId,
    {
      kind: 'bookings',
      url: `/prenotazioni?tipo=${BOOKING_KIND_PARAM[row.kind]}`,
      ...offerNotification(language, facts),
    },
    recipient.email ? offerMail(recipient.email, recipient.firstName, language, facts) : null,
  );
}

/** The job that ends an offer not taken in time (safe to run again: it acts only on a live offer). */
export function offerExpiryJob(deps: BookingsDeps): JobDefinition<{ entryId: string }> {
  return {
    name: 'bookings.offerExpiry',
    retryLimit: 5,
    run: async ({ entryId }) => {
      await expireOffer(deps, entryId, new Date());
    },
  };
}

/** Ends an offer whose time is up: the seat passes to the next person waiting, or is freed. */
export async function expireOffer(deps: BookingsDeps, entryId: string, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locks in the one order of every booking change: the item, then its waiting-list entries.
    const itemId = await repo.findEntryItem(tx, entryId);
    if (!itemId) return;
    await repo.lockItem(tx, itemId);
    const entry = await repo.lockEntryById(tx, entryId);
    if (entry?.status !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt > now) return;
    await endOffer(tx, deps, entry, 'expired', now);
  });
}

/**
 * POST /api/bookings/items/:id/waiting-list: on a full item, open for bookings, that the person
 * has not booked. Refused: seats are left (book instead), already waiting, already booked.
 */
export async function joinWaitingList(
  deps: BookingsDeps,
  person: Person,
  itemId: string,
  now: Date,
): Promise<ItemChangeResponse> {
  return underLocks(deps, person, itemId, now, async (tx, row) => {
    assertWindowOpen(row, now);
    if (await repo.findBooking(tx, row.id, person.id)) throw errors.alreadyBooked();
    if (seatsLeft(toWindowItem(row)) > 0) throw errors.notFull();
    if (!(await repo.insertEntry(tx, row.id, person.id))) throw errors.alreadyWaiting();
    return row;
  });
}

/** DELETE /api/bookings/items/:id/waiting-list: leave it (an offer held is declined). */
export async function leaveWaitingList(
  deps: BookingsDeps,
  person: Person,
  itemId: string,
  now: Date,
): Promise<ItemChangeResponse> {
  return underLocks(deps, person, itemId, now, async (tx, row) => {
    const entry = await repo.lockActiveEntry(tx, itemId, person.id);
    if (!entry) throw errors.notWaiting();
    if (entry.status === 'offered') return await endOffer(tx, deps, entry, 'declined', now);
    await repo.updateEntry(tx, entry.id, { status: 'left', decidedAt: now });
    return row;
  });
}

/**
 * POST /api/bookings/items/:id/waiting-list/accept: the held seat becomes the person's booking.
 * Refused: no offer, the offer's time is up, another booked item of the group.
 */
export async function acceptOffer(
  deps: BookingsDeps,
  person: Person,
  itemId: string,
  now: Date,
): Promise<ItemChangeResponse> {
  return underLocks(deps, person, itemId, now, async (tx, row) => {
    const entry = await repo.lockActiveEntry(tx, itemId, person.id);
    if (entry?.status !== 'offered' || !entry.offerExpiresAt) throw errors.noOffer();
    if (entry.offerExpiresAt < now) throw errors.offerExpired();
    const key = groupKey(row.groupName);
    if (key && (await repo.findGroupBooking(tx, person.id, key, row.id))) throw errors.incompatible(row.kind);
    const after = await repo.settleHeldSeat(tx, itemId, true);
    const inserted = await repo.insertBooking(tx, {
      itemId,
      userId: person.id,
      groupKey: key,
      bookedBy: null,
    });
    if (!inserted) throw errors.alreadyBooked();
    await repo.updateEntry(tx, entry.id, { status: 'accepted', decidedAt: now });
    return after;
  });
}

/** POST /api/bookings/items/:id/waiting-list/decline: the held seat passes to the next person. */
export async function declineOffer(
  deps: BookingsDeps,
  person: Person,
  itemId: string,
  now: Date,
): Promise<ItemChangeResponse> {
  return underLocks(deps, person, itemId, now, async (tx) => {
    const entry = await repo.lockActiveEntry(tx, itemId, person.id);
    if (entry?.status !== 'offered') throw errors.noOffer();
    return await endOffer(tx, deps, entry, 'declined', now);
  });
}
