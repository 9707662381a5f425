import type { Locale } from '@school/domain/shared/locale';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type LessonProgressRow, type LessonRow, lessonProgress, lessons } from '../../db/schema/index.ts';

/** The e-learning lessons and the students' progress in them. */

/** A lesson a student of this language sees: published, of their language or of both (locale null). */
function visibleTo(locale: Locale): SQL | undefined {
  return and(eq(lessons.isPublished, true), or(isNull(lessons.locale), eq(lessons.locale, locale)));
}

/** The lessons a student sees, in their order, each with the student's own progress (one statement). */
export async function listVisibleLessons(db: DbOrTx, userId: string, locale: Locale) {
  return db
    .select({ lesson: lessons, progress: lessonProgress })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(visibleTo(locale))
    .orderBy(asc(lessons.position), asc(lessons.createdAt), asc(lessons.id));
}

/** The lesson when this student sees it, with their progress; null otherwise. */
export async function findVisibleLesson(
  db: DbOrTx,
  userId: string,
  lessonId: string,
  locale: Locale,
): Promise<{ lesson: LessonRow; progress: LessonProgressRow | null } | null> {
  const [row] = await db
    .select({ lesson: lessons, progress: lessonProgress })
    .from(lessons)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(and(eq(lessons.id, lessonId), visibleTo(locale)));
  return row ?? null;
}

/**
 * The visible lesson's row, held against deletion until the transaction ends (`for key share`:
 * staff can still edit it, not delete it under a progress being written).
 */
export async function holdVisibleLesson(db: DbOrTx, lessonId: string, locale: Locale): Promise<boolean> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), visibleTo(locale)))
    .for('key share');
  return row !== undefined;
}

/** Inserts or replaces the student's position in the lesson (one row per student and lesson). */
export async function upsertProgress(
  db: DbOrTx,
  values: { userId: string; lessonId: string; positionSeconds: number; durationSeconds: number },
): Promise<LessonProgressRow> {
  const [row] = await db
    .insert(lessonProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionSeconds: values.positionSeconds,
        durationSeconds: values.durationSeconds,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('progress not saved');
  return row;
}
