import type {
  GetLessonProgressResponse,
  LessonProgress,
  ListLessonsResponse,
  SaveLessonProgressBody,
} from '@school/domain/elearning/contracts/lessons';
import { localeFromProfile } from '@school/domain/shared/locale';
import type { Db } from '../../db/client.ts';
import type { LessonProgressRow, UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findVisibleLesson,
  holdVisibleLesson,
  listVisibleLessons,
  upsertProgress,
} from './elearning.repository.ts';

/**
 * E-learning for students with the flag (isActiveElearning__c): the lessons of their language
 * (the profile's, Lingua__c, as getMateriali (locale)) and where they stopped in each. A lesson
 * they do not see (unpublished, of the other language, unknown) answers 404, for reading and
 * saving alike; a student only ever reads and writes their own progress.
 */

function toProgress(row: LessonProgressRow | null): LessonProgress | null {
  if (!row) return null;
  return {
    positionSeconds: row.positionSeconds,
    durationSeconds: row.durationSeconds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLessons(
  db: Db,
  user: Pick<UserRow, 'id' | 'language'>,
): Promise<ListLessonsResponse> {
  const rows = await listVisibleLessons(db, user.id, localeFromProfile(user.language));
  return {
    items: rows.map(({ lesson, progress }) => ({
      id: lesson.id,
      title: lesson.title,
      type: lesson.type,
      videoUrl: lesson.videoUrl,
      progress: toProgress(progress),
    })),
  };
}

export async function getLessonProgress(
  db: Db,
  user: Pick<UserRow, 'id' | 'language'>,
  lessonId: string,
): Promise<GetLessonProgressResponse> {
  const found = await findVisibleLesson(db, user.id, lessonId, localeFromProfile(user.language));
  if (!found) throw notFound();
  return { lessonId, progress: toProgress(found.progress) };
}

/** PUT …/progress: the latest position wins (each device sends its own as it plays). */
export async function saveLessonProgress(
  db: Db,
  user: Pick<UserRow, 'id' | 'language'>,
  lessonId: string,
  body: SaveLessonProgressBody,
): Promise<GetLessonProgressResponse> {
  const locale = localeFromProfile(user.language);
  const saved = await db.transaction(async (tx) => {
    if (!(await holdVisibleLesson(tx, lessonId, locale))) throw notFound();
    return upsertProgress(tx, { userId: user.id, lessonId, ...body });
  });
  return { lessonId, progress: toProgress(saved) };
}
