import { boolean, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * The course editions one can apply to: the product code of the application route
 * ("/candidatura/{productcode}", "course-edition") with the names the application record shows.
 * Contract names: db/contract/course-edition.ts.
 */
export const courseEditions = pgTable('course_editions', {
  /** The record's id for the staff console (its audit log and its routes); the code stays the key. */
  id: uuid().notNull().unique().defaultRandom(),
  /** "course-edition", e.g. CUCINA-2027A */
  productCode: text().primaryKey(),
  courseCode: text().notNull(),
  editionCode: text().notNull(),
  courseName: text().notNull(),
  editionName: text().notNull(),
  /** Applications are accepted. */
  isOpen: boolean().notNull().default(true),
  /** The edition's first and last day (null on editions recorded before staff kept them). */
  startsOn: date({ mode: 'string' }),
  endsOn: date({ mode: 'string' }),
  /** The application fee is asked of this edition's applicants (with the profile's showFee__c). */
  feeApplies: boolean().notNull().default(true),
  ...timestamps(),
});
export type CourseEditionRow = typeof courseEditions.$inferSelect;
