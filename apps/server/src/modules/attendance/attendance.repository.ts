import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ClassroomRow, checkIns, classrooms, users } from '../../db/schema/index.ts';

/** The queries of attendance: classrooms, check-ins, the register. */

export async function findClassroom(db: DbOrTx, id: string): Promise<ClassroomRow | null> {
  const [row] = await db.select().from(classrooms).where(eq(classrooms.id, id));
  return row ?? null;
}

export async function listActiveClassroomIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.isActive, true));
  return rows.map((r) => r.id);
}

/** The student's check-in of an hour (any room), the latest first. */
export async function findCheckInOfHour(db: DbOrTx, userId: string, hourStart: Date) {
  const [row] = await db
    .select({ checkIn: checkIns, classroomName: classrooms.name })
    .from(checkIns)
    .innerJoin(classrooms, eq(classrooms.id, checkIns.classroomId))
    .where(and(eq(checkIns.userId, userId), eq(checkIns.hourStart, hourStart)))
    .orderBy(desc(checkIns.checkedInAt))
    .limit(1);
  return row ?? null;
}

/**
 * Records a check-in, or nothing when the student already has one for this room and hour: the
 * unique constraint check_ins_one_per_hour decides, whatever the number of concurrent requests
 * or instances. Null when nothing was recorded.
 */
export async function insertCheckIn(db: DbOrTx, values: typeof checkIns.$inferInsert) {
  const [row] = await db.insert(checkIns).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Every classroom with its check-ins since `since` (one statement; counted on check_ins_classroom_idx). */
export async function listClassroomsWithCounts(db: DbOrTx, since: Date) {
  return db
    .select({
      classroom: classrooms,
      checkIns:
        sql<number>`(select count(*) from check_ins c where c.classroom_id = ${sql.raw('"classrooms"."id"')} and c.checked_in_at >= ${since.toISOString()})`.mapWith(
          Number,
        ),
    })
    .from(classrooms)
    .orderBy(asc(classrooms.id));
}

export async function insertClassroom(db: DbOrTx, values: typeof classrooms.$inferInsert) {
  const [row] = await db.insert(classrooms).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockClassroom(db: DbOrTx, id: string): Promise<ClassroomRow | null> {
  const [row] = await db.select().from(classrooms).where(eq(classrooms.id, id)).for('update');
  return row ?? null;
}

export async function updateClassroom(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<ClassroomRow, 'name' | 'isActive'>>,
): Promise<ClassroomRow> {
  const [row] = await db
    .update(classrooms)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(classrooms.id, id))
    .returning();
  if (!row) throw new Error('classroom vanished');
  return row;
}

/** A room's check-ins between two instants, earliest first, with who (at most `limit` rows). */
export async function listRegister(db: DbOrTx, classroomId: string, from: Date, to: Date, limit: number) {
  return db
    .select({
      id: checkIns.id,
      userId: checkIns.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      registrationNumber: users.registrationNumber,
      checkedInAt: checkIns.checkedInAt,
      hourStart: checkIns.hourStart,
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .where(
      and(
        eq(checkIns.classroomId, classroomId),
        gte(checkIns.checkedInAt, from),
        lt(checkIns.checkedInAt, to),
      ),
    )
    .orderBy(asc(checkIns.checkedInAt), asc(checkIns.id))
    .limit(limit);
}
