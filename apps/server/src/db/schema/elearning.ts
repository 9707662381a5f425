import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, instantNow, recordId, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * The e-learning lessons (getMateriali: Name, Tipo_Risorsa__c, Link_Risorsa__c), kept by staff.
 * `locale` null: shown in both languages; 'it' or 'en': only in that one.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: recordId(),
    title: text().notNull(),
    /** Tipo_Risorsa__c: the kind of resource (lesson, demonstration, …). */
    type: text().notNull(),
    videoUrl: text().notNull(),
    locale: text({ enum: ['it', 'en'] }),
    /** Order in the list (ascending). */
    position: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('lessons_position_idx').on(t.position, t.createdAt)],
);
export type LessonRow = typeof lessons.$inferSelect;

/** Where a student stopped in a lesson, so it resumes there on any device. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: belongsTo(() => users.id),
    lessonId: belongsTo(() => lessons.id),
    positionSeconds: integer().notNull(),
    durationSeconds: integer(),
    updatedAt: instantNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);
export type LessonProgressRow = typeof lessonProgress.$inferSelect;
