import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { courseEditions } from './application.ts';
import { belongsTo, instant, instantNow, recordId } from './columns.ts';
import { users } from './users.ts';

/**
 * An enrolment record (the CRM's Opportunity): a course enrolment, a housing contract or a shop
 * order. Its flags enable features (specification 000, section 3, "Opportunity flags").
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    name: text().notNull(),
    kind: text({ enum: ['course', 'housing', 'shop'] }).notNull(),
    /** A course enrolment's edition: its course modules and exam sessions are this edition's. */
    productCode: text().references(() => courseEditions.productCode, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(false),
    isActiveHousing: boolean().notNull().default(false),
    isActiveDoorOpening: boolean().notNull().default(false),
    isActiveEcommerce: boolean().notNull().default(false),
    isRecharge: boolean().notNull().default(false),
    isActiveHyperplanning: boolean().notNull().default(false),
    isActiveStage: boolean().notNull().default(false),
    isActiveAttendance: boolean().notNull().default(false),
    isActiveThesis: boolean().notNull().default(false),
    isActiveIntermediateThesis: boolean().notNull().default(false),
    isActiveElearning: boolean().notNull().default(false),
    isActiveBooking: boolean().notNull().default(false),
    hasExams: boolean().notNull().default(false),
    isRetakeEligible: boolean().notNull().default(false),
    /** Fatturante_Housing_compilato__c: the housing billing data were confirmed (housing records). */
    housingBillingCompiled: boolean().notNull().default(false),
    /** Data_compilazione_dati_fatt_Housing__c */
    housingBillingCompiledAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('enrolments_user_idx').on(t.userId),
    /** An edition's enrolments (the internship's staff board). */
    index('enrolments_product_idx').on(t.productCode),
  ],
);

export type EnrolmentRow = typeof enrolments.$inferSelect;
