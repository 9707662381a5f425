import type {
  CreateLessonBody,
  ListStaffLessonsResponse,
  StaffLesson,
  UpdateLessonBody,
} from '@school/domain/elearning/contracts/staff-lessons';
import type { Db } from '../../db/client.ts';
import { type LessonRow, lessons } from '../../db/schema/index.ts';
import { auditStaffChange, changeOnVersion, removeOnVersion, rowVersion } from '../staff/staff-changes.ts';
import {
  countViewers,
  deleteLesson,
  insertLesson,
  listLessonsWithViewers,
  lockLesson,
  updateLesson,
} from './elearning-staff.repository.ts';

/**
 * Didattica keeps the e-learning lessons: create, change on the version read, delete on the
 * version read (409 staff.staleRecord otherwise). Every change is audited in its transaction; a
 * deletion is recorded as each field going to null.
 */

function toStaffLesson(row: LessonRow, viewers: number): StaffLesson {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    videoUrl: row.videoUrl,
    locale: row.locale,
    position: row.position,
    isPublished: row.isPublished,
    viewers,
    updatedAt: row.updatedAt.toISOString(),
    version: rowVersion(lessons, row),
  };
}

export async function listStaffLessons(db: Db): Promise<ListStaffLessonsResponse> {
  const rows = await listLessonsWithViewers(db);
  return { items: rows.map((r) => toStaffLesson(r.lesson, r.viewers)) };
}

export async function createLesson(db: Db, by: string, body: CreateLessonBody): Promise<StaffLesson> {
  const created = await db.transaction(async (tx) => {
    const row = await insertLesson(tx, body);
    await auditStaffChange(tx, { by, table: lessons, before: null, after: row });
    return row;
  });
  return toStaffLesson(created, 0);
}

export async function changeLesson(
  db: Db,
  by: string,
  id: string,
  body: UpdateLessonBody,
): Promise<StaffLesson> {
  const { version, ...fields } = body;
  const changed = await changeOnVersion(
    db,
    { by, table: lessons, lock: (tx) => lockLesson(tx, id), seen: version },
    (tx) => updateLesson(tx, id, fields),
  );
  return toStaffLesson(changed, await countViewers(db, id));
}

export async function removeLesson(db: Db, by: string, id: string, version: string): Promise<void> {
  await removeOnVersion(db, { by, table: lessons, lock: (tx) => lockLesson(tx, id), seen: version }, (tx) =>
    deleteLesson(tx, id),
  );
}
