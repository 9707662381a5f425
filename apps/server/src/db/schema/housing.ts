import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, instantNow, recordId } from './columns.ts';
import { enrolments } from './enrolments.ts';

/**
 * The stay of a housing contract (specification 000, section 3, "Housing opportunity":
 * Appartamento__r, Data_ingresso_Housing, Ora_Check_In__c, Data_rilascio_Housing, Ora_Check_Out__c).
 * One per housing enrolment, kept by the secretariat.
 */
export const housingStays = pgTable('housing_stays', {
  id: recordId(),
  enrolmentId: belongsTo(() => enrolments.id).unique(),
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
  updatedAt: instantNow(),
});
export type HousingStayRow = typeof housingStays.$inferSelect;
