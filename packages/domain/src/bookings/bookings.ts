import { areBookingsEnabled, chooseCourseEnrolment } from '../access/rules.ts';
import type { AccessSubject } from '../access/subject.ts';
import { schoolDayStart } from '../attendance/school-day.ts';

/**
 * Bookings (specification 000: section 2 "Bookings home", section 3 "Calendar item" and "Booking",
 * section 4 "Booking item", section 5 "Booking", section 6 "Bookings enabled…"). The three kinds
 * of calendar item the selector offers: events (Eventi), course modules (Corsi) and exam sessions
 * (Sessione Esami).
 */
export const BOOKING_KINDS = ['event', 'module', 'exam'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The CRM's `tipo` of getEventi for each kind. */
export const BOOKING_KIND_CRM: Record<BookingKind, string> = {
  event: 'Eventi',
  module: 'Corsi',
  exam: 'Sessione Esami',
};

/**
 * The bound of each field of a calendar item, by the field's name (our own: the CRM's field
 * lengths; `capacity` bounds the minimum and the maximum): the contract checks it, the staff form's
 * inputs stop at it.
 */
export const ITEM_FIELD_MAX = {
  name: 100,
  place: 100,
  group: 50,
  productCode: 40,
  link: 500,
  description: 2000,
  capacity: 10_000,
} as const;

/** What the rules need of a calendar item. */
export interface BookableItem {
  id: string;
  kind: BookingKind;
  /** Data__c, the first day (YYYY-MM-DD). */
  startsOn: string;
  /** Apertura_Prenotazioni__c: bookings open at this instant (ISO). */
  opensAt: string;
  /** Chiusura_Prenotazioni__c (ISO), or null: the start date (see `bookingDeadline`). */
  closesAt: string | null;
  /** Capienza_MAX__c */
  capacityMax: number;
  /** Occupazione_attuale__c: the seats taken (bookings, and seats held for a waiting-list offer). */
  occupation: number;
  /** Gruppo_Evento__c: items of one group are exclusive (empty: none). */
  group: string;
  /** Obbligatorio__c: a booking cannot be cancelled by the student. */
  isMandatory: boolean;
}

/**
 * "Chiusura_Prenotazioni__c (defaults to start date)"; "the booking deadline time shown as 00:00":
 * without a closing time, bookings close when the item's first day starts on the school's clock.
 */
export function bookingDeadline(item: Pick<BookableItem, 'closesAt' | 'startsOn'>): string {
  return item.closesAt ?? schoolDayStart(item.startsOn).toISOString();
}

/** "seats left = max minus occupation" (never below zero). */
export function seatsLeft(item: Pick<BookableItem, 'capacityMax' | 'occupation'>): number {
  return Math.max(0, item.capacityMax - item.occupation);
}

/** "Completo if max capacity equals occupation." */
export function isFull(item: Pick<BookableItem, 'capacityMax' | 'occupation'>): boolean {
  return seatsLeft(item) === 0;
}

/** Where an item's booking window stands at `now` (ISO instants compare by time). */
export type BookingWindow = 'notOpen' | 'open' | 'closed';

export function bookingWindow(
  item: Pick<BookableItem, 'opensAt' | 'closesAt' | 'startsOn'>,
  now: Date,
): BookingWindow {
  const at = now.getTime();
  if (at < Date.parse(item.opensAt)) return 'notOpen';
  if (at > Date.parse(bookingDeadline(item))) return 'closed';
  return 'open';
}

/** A group as compared: trimmed and case-insensitive; null when the item has none. */
export function groupKey(group: string | null | undefined): string | null {
  const key = (group ?? '').trim().toLocaleLowerCase('it');
  return key === '' ? null : key;
}

/**
 * "An item whose group matches an already booked group is blocked": another item of the same group
 * is booked (the item itself being booked is not a conflict).
 */
export function isIncompatible(
  item: Pick<BookableItem, 'id' | 'group'>,
  booked: ReadonlyArray<Pick<BookableItem, 'id' | 'group'>>,
): boolean {
  const key = groupKey(item.group);
  if (key === null) return false;
  return booked.some((other) => other.id !== item.id && groupKey(other.group) === key);
}

/** Why an item's button is disabled (null: it is not). */
export type BookingBlock = 'notOpen' | 'closed' | 'full' | 'incompatible' | 'busy';

export interface BookingButton {
  /** Partecipo (book), Annulla (cancel) or Completo (full). */
  action: 'book' | 'cancel' | 'full';
  disabled: boolean;
  block: BookingBlock | null;
  /** The item is full and open and not booked: the person may join its waiting list. */
  canJoinWaitingList: boolean;
}

/**
 * Section 4, "Booking item": "Partecipo (bookable) becomes Annulla if the user already booked it;
 * Completo if max capacity equals occupation. Button disabled when closing time passed, opening in
 * the future, status Completo, or an action in progress. An item whose group matches an already
 * booked group is blocked."
 */
export function bookingButton(input: {
  item: BookableItem;
  isBooked: boolean;
  /** The person's other booked items (their groups). */
  booked: ReadonlyArray<Pick<BookableItem, 'id' | 'group'>>;
  /** The person is already on the item's waiting list (or holds its offer). */
  isWaiting?: boolean;
  isBusy: boolean;
  now: Date;
}): BookingButton {
  const { item, isBooked, booked, isBusy, now } = input;
  const window = bookingWindow(item, now);
  const full = isFull(item);
  const action = isBooked ? 'cancel' : full ? 'full' : 'book';
  const block: BookingBlock | null =
    window === 'closed'
      ? 'closed'
      : window === 'notOpen'
        ? 'notOpen'
        : action === 'full'
          ? 'full'
          : action === 'book' && isIncompatible(item, booked)
            ? 'incompatible'
            : isBusy
              ? 'busy'
              : null;
  return {
    action,
    disabled: block !== null,
    block,
    canJoinWaitingList: action === 'full' && window === 'open' && !input.isWaiting,
  };
}

/** The month filter's choices: each month (YYYY-MM) an item starts in, in order. */
export function itemMonths(items: ReadonlyArray<Pick<BookableItem, 'startsOn'>>): string[] {
  return [...new Set(items.map((item) => item.startsOn.slice(0, 7)))].sort();
}

/**
 * The kinds a person may book (section 6): "Bookings enabled for teachers and employees or with an
 * active booking opportunity; exams need hasExams (re-admitted students use a retake-eligible
 * flag)." Events and course modules with bookings enabled; exam sessions with the course's exams
 * (the regular sessions) or retake flag (the retake sessions).
 */
export interface BookingRights {
  kinds: BookingKind[];
  /** Regular exam sessions (hasExams__c). */
  regularExams: boolean;
  /** Retake sessions (the retake-eligible flag: "isRipescato"). */
  retakeExams: boolean;
  /** The course editions whose items the person sees: those of their active course enrolments. */
  editions: readonly string[];
}

export function bookingRights(subject: AccessSubject | null): BookingRights {
  const course = subject ? chooseCourseEnrolment(subject.enrolments) : null;
  const regularExams = course?.hasExams ?? false;
  const retakeExams = course?.isRetakeEligible ?? false;
  const kinds: BookingKind[] = [];
  if (areBookingsEnabled(subject)) kinds.push('event', 'module');
  if (regularExams || retakeExams) kinds.push('exam');
  const editions = (subject?.enrolments ?? [])
    .filter((e) => e.kind === 'course' && e.isActive && e.productCode !== null)
    .map((e) => e.productCode as string);
  return { kinds, regularExams, retakeExams, editions };
}

/** Whether an item is for everyone (no edition) or for one of the person's course editions. */
export function seesEdition(rights: BookingRights, item: { productCode: string | null }): boolean {
  return item.productCode === null || rights.editions.includes(item.productCode);
}

/** Whether a person with these rights may see and book an item of this kind and retake flag. */
export function mayBook(rights: BookingRights, item: { kind: BookingKind; isRetake: boolean }): boolean {
  if (!rights.kinds.includes(item.kind)) return false;
  if (item.kind !== 'exam') return true;
  return item.isRetake ? rights.retakeExams : rights.regularExams;
}

/** The selector's choices (Seleziona, eventi, corsi, esami) as the page's address names them. */
export const BOOKING_KIND_PARAM: Record<BookingKind, string> = {
  event: 'eventi',
  module: 'corsi',
  exam: 'esami',
};

export function kindOfParam(param: string | null | undefined): BookingKind | null {
  const found = BOOKING_KINDS.find((kind) => BOOKING_KIND_PARAM[kind] === param);
  return found ?? null;
}
