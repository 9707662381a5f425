import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courseEditions } from './application.ts';
import { belongsTo, instant, instantNow, recordId, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * A calendar item one can book (the CRM's Calendario: specification 000, section 3 "Calendar
 * item"): an event, a course module or an exam session. The seats taken are counted on the item
 * itself (`booked_count`, Occupazione_attuale__c, plus `held_count`, the seats held for a
 * waiting-list offer) and guarded by the database: a booking takes a seat with a conditional update
 * and the check constraint below refuses anything beyond the capacity.
 */
export const calendarItems = pgTable(
  'calendar_items',
  {
    id: recordId(),
    kind: text({ enum: ['event', 'module', 'exam'] }).notNull(),
    /** Data__c, Data_Fine__c */
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }),
    /** Ora_Inizio__c, Ora_Fine__c (hh:mm, the school's clock) */
    startTime: text(),
    endTime: text(),
    /** Apertura_Prenotazioni__c */
    opensAt: instant().notNull(),
    /** Chiusura_Prenotazioni__c; null: the start date at 00:00 on the school's clock. */
    closesAt: instant(),
    /** Nome_Evento__c, Nome_Struttura__c */
    name: text().notNull(),
    place: text().notNull().default(''),
    /** Capienza_MIN__c, Capienza_MAX__c */
    capacityMin: integer().notNull().default(0),
    capacityMax: integer().notNull(),
    bookedCount: integer().notNull().default(0),
    heldCount: integer().notNull().default(0),
    /** Bookings cancelled (by their holder or by staff): the insights' cancellations. */
    cancelledCount: integer().notNull().default(0),
    /** Link__c, Descrizione__c */
    link: text().notNull().default(''),
    description: text().notNull().default(''),
    /** Gruppo_Evento__c as staff wrote it, and as compared (`groupKey`: trimmed, lower case; null when none). */
    groupName: text().notNull().default(''),
    groupKey: text(),
    /** Obbligatorio__c */
    isMandatory: boolean().notNull().default(false),
    /** An exam session for re-admitted students ("isRipescato"). */
    isRetake: boolean().notNull().default(false),
    /** The course edition whose students see it; null: everyone who may book its kind. */
    productCode: text().references(() => courseEditions.productCode, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (t) => [
    index('calendar_items_kind_idx').on(t.kind, t.startsOn),
    check(
      'calendar_items_seats',
      sql`${t.bookedCount} >= 0 and ${t.heldCount} >= 0 and ${t.bookedCount} + ${t.heldCount} <= ${t.capacityMax}`,
    ),
    check('calendar_items_capacity', sql`${t.capacityMin} >= 0 and ${t.capacityMin} <= ${t.capacityMax}`),
  ],
);
export type CalendarItemRow = typeof calendarItems.$inferSelect;

/**
 * A person's booking of an item (the CRM's Prenotazione: Calendario__c, with the item's group).
 * One per item and person; one per group and person (`group_key` copied from the item when booked
 * and kept equal to it), so even a faulty check cannot store two bookings of one group.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: recordId(),
    itemId: belongsTo(() => calendarItems.id),
    userId: belongsTo(() => users.id),
    groupKey: text(),
    /** The staff member who booked for the person (null: the person did). */
    bookedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Marked by staff: present or absent (null: not marked). */
    attendance: text({ enum: ['present', 'absent'] }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bookings_item_user_idx').on(t.itemId, t.userId),
    uniqueIndex('bookings_user_group_idx').on(t.userId, t.groupKey).where(sql`${t.groupKey} is not null`),
    index('bookings_user_idx').on(t.userId),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

/**
 * The waiting list of a full item (ours: beyond the specification). A freed seat is held for the
 * first person waiting (`offered`, until `offer_expires_at`); they accept it (`accepted`, the
 * seat becomes their booking) or decline it, or it expires, and it passes to the next. One active
 * entry (waiting or offered) per item and person.
 */
export const bookingWaitlist = pgTable(
  'booking_waitlist',
  {
    id: recordId(),
    itemId: belongsTo(() => calendarItems.id),
    userId: belongsTo(() => users.id),
    status: text({ enum: ['waiting', 'offered', 'accepted', 'declined', 'expired', 'left'] }).notNull(),
    offeredAt: instant(),
    offerExpiresAt: instant(),
    decidedAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('booking_waitlist_active_idx')
      .on(t.itemId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('booking_waitlist_queue_idx').on(t.itemId, t.status, t.createdAt),
    index('booking_waitlist_user_idx').on(t.userId),
  ],
);
export type BookingWaitlistRow = typeof bookingWaitlist.$inferSelect;

/**
 * A person's private calendar feed (ICS): the SHA-256 of a random token, the token itself shown
 * once. A new feed replaces the old one; deleting it revokes the address.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: instantNow(),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
