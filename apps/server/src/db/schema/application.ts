import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The course editions one can apply to: the product code of the application route
 * ("/candidatura/{productcode}", "course-edition") with the names the application record shows.
 * Contract names: db/contract/course-edition.ts.
 */
export const courseEditions = pgTable('course_editions', {
  /** "course-edition", e.g. CUCINA-2027A */
  productCode: text().primaryKey(),
  courseCode: text().notNull(),
  editionCode: text().notNull(),
  courseName: text().notNull(),
  editionName: text().notNull(),
  /** Applications are accepted. */
  isOpen: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type CourseEditionRow = typeof courseEditions.$inferSelect;
