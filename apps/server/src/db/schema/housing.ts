import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enrolments } from './enrolments.ts';

/**
 * The stay of a housing contract (specification 000, section 3, "Housing opportunity":
 * Appartamento__r, Data_ingresso_Housing, Ora_Check_In__c, Data_rilascio_Housing, Ora_Check_Out__c).
 * One per housing enrolment, kept by the secretariat.
 */
export const housingStays = pgTable('housing_stays', {
  id: uuid().primaryKey().defaultRandom(),
  enrolmentId: uuid()
    .notNull()
    .unique()
    .references(() => enrolments.id, { onDelete: 'cascade' }),
  /** Appartamento__r.Name */
  apartmentName: text().notNull(),
  /** Appartamento__r.Indirizzo__c */
  apartmentAddress: text().notNull(),
  checkInDate: date({ mode: 'string' }).notNull(),
  /** hh:mm */
  checkInTime: text().notNull(),
  checkOutDate: date({ mode: 'string' }).notNull(),
  /** hh:mm */
  checkOutTime: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type HousingStayRow = typeof housingStays.$inferSelect;
