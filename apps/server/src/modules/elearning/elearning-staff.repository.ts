import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type LessonRow, lessons } from '../../db/schema/index.ts';

/** The lessons as staff keep them. */

/** Every lesson in the students' order, with how many students have a position saved in it. */
export async function listLessonsWithViewers(db: DbOrTx) {
  return db
    .select({
      lesson: lessons,
      // Qualified by hand: in a one-table select drizzle writes bare column names.
      viewers:
        sql<number>`(select count(*) from lesson_progress p where p.lesson_id = ${sql.raw('"lessons"."id"')})`.mapWith(
          Number,
        ),
    })
    .from(lessons)
    .orderBy(asc(lessons.position), asc(lessons.createdAt), asc(lessons.id));
}

export async function countViewers(db: DbOrTx, lessonId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`lesson_progress`)
    .where(sql`lesson_id = ${lessonId}`);
  return row?.n ?? 0;
}

export async function insertLesson(db: DbOrTx, values: typeof lessons.$inferInsert): Promise<LessonRow> {
  const [row] = await db.insert(lessons).values(values).returning();
  if (!row) throw new Error('lesson not created');
  return row;
}

export async function lockLesson(db: DbOrTx, id: string): Promise<LessonRow | null> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).for('update');
  return row ?? null;
}

export async function updateLesson(
  db: DbOrTx,
  id: string,
  values: Partial<typeof lessons.$inferInsert>,
): Promise<LessonRow> {
  const [row] = await db
    .update(lessons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(lessons.id, id))
    .returning();
  if (!row) throw new Error('lesson vanished');
  return row;
}

/** Deletes the lesson (its students' progress goes with it: on delete cascade). */
export async function deleteLesson(db: DbOrTx, id: string): Promise<void> {
  await db.delete(lessons).where(eq(lessons.id, id));
}
