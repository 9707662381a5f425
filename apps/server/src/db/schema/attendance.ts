import { boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, instant, instantNow, recordId, timestamps } from './columns.ts';
import { enrolments } from './enrolments.ts';
import { users } from './users.ts';

/** A classroom where attendance is taken by QR ("Presenza registrata: Aula {id}"). */
export const classrooms = pgTable('classrooms', {
  /** The room's id, the second part of its code (e.g. "12"). */
  id: text().primaryKey(),
  name: text().notNull(),
  isActive: boolean().notNull().default(true),
  ...timestamps(),
});
export type ClassroomRow = typeof classrooms.$inferSelect;

/**
 * A student's check-in in a classroom. One per student, room and hour (`hourStart`, the start of
 * the clock hour in Europe/Rome), enforced by the unique constraint.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: recordId(),
    userId: belongsTo(() => users.id),
    classroomId: text()
      .notNull()
      .references(() => classrooms.id, { onDelete: 'restrict' }),
    enrolmentId: uuid().references(() => enrolments.id, { onDelete: 'set null' }),
    hourStart: instant().notNull(),
    checkedInAt: instantNow(),
  },
  (t) => [
    unique('check_ins_one_per_hour').on(t.userId, t.classroomId, t.hourStart),
    index('check_ins_classroom_idx').on(t.classroomId, t.checkedInAt),
    index('check_ins_user_idx').on(t.userId, t.checkedInAt.desc()),
    // The insights' attendance of a period.
    index('check_ins_hour_idx').on(t.hourStart),
  ],
);
export type CheckInRow = typeof checkIns.$inferSelect;
