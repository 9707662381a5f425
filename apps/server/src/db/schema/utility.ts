import { date, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, instantNow, recordId } from './columns.ts';
import { enrolments } from './enrolments.ts';

/**
 * The lockers of a course enrolment (specification 000, section 3: Armadietto__r and
 * Armadietto_Esame__r, each with Name and Libero_Dal__c): at most one of each kind.
 */
export const lockers = pgTable(
  'lockers',
  {
    id: recordId(),
    enrolmentId: belongsTo(() => enrolments.id),
    /** 'course': the course locker; 'exam': the exam locker. */
    kind: text({ enum: ['course', 'exam'] }).notNull(),
    name: text().notNull(),
    /** Libero_Dal__c: the day the locker is free from. */
    freeFrom: date({ mode: 'string' }),
    updatedAt: instantNow(),
  },
  (t) => [unique('lockers_enrolment_kind_unique').on(t.enrolmentId, t.kind)],
);
export type LockerRow = typeof lockers.$inferSelect;

/** The digital books of a course enrolment (getLibri: Titolo_libro__c, Codice_libro__c). */
export const books = pgTable(
  'books',
  {
    id: recordId(),
    enrolmentId: belongsTo(() => enrolments.id),
    title: text().notNull(),
    code: text().notNull(),
    createdAt: instantNow(),
  },
  (t) => [index('books_enrolment_idx').on(t.enrolmentId)],
);
export type BookRow = typeof books.$inferSelect;
