import type { ListUtilityEnrolmentsQuery, LockerKind } from '@school/domain/utility/contracts/staff-utility';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, windowTotal } from '../../db/list-page.ts';
import { containsPattern, personMatches } from '../../db/people-search.ts';
import {
  type BookRow,
  books,
  type EnrolmentRow,
  enrolments,
  type LockerRow,
  lockers,
  users,
} from '../../db/schema/index.ts';

/** The queries of the Utility page and of its staff screens (lockers, books of course enrolments). */

export async function findEnrolment(db: DbOrTx, id: string): Promise<EnrolmentRow | null> {
  const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id)).limit(1);
  return row ?? null;
}

export async function listLockers(db: DbOrTx, enrolmentId: string): Promise<LockerRow[]> {
  return db.select().from(lockers).where(eq(lockers.enrolmentId, enrolmentId));
}

/** The enrolment's books in the order they were given (given together: by title). */
export async function listBooks(db: DbOrTx, enrolmentId: string): Promise<BookRow[]> {
  return db
    .select()
    .from(books)
    .where(eq(books.enrolmentId, enrolmentId))
    .orderBy(asc(books.createdAt), asc(books.title), asc(books.id));
}

// --- Staff ------------------------------------------------------------------------------------

function enrolmentsWhere(query: ListUtilityEnrolmentsQuery): SQL | undefined {
  return and(
    eq(enrolments.kind, 'course'),
    query.search
      ? or(personMatches(users, query.search), ilike(enrolments.name, containsPattern(query.search)))
      : undefined,
  );
}

// Qualified by hand: inside the scalar subqueries drizzle would write bare column names.
const ENROLMENT_ID = sql.raw('"enrolments"."id"');
const lockerName = (kind: LockerKind) =>
  sql<
    string | null
  >`(select l.name from lockers l where l.enrolment_id = ${ENROLMENT_ID} and l.kind = ${kind})`;

/**
 * One page of course enrolments with their person, locker names and number of books, and the
 * number of matches, in one statement (a window count).
 */
export async function listUtilityEnrolments(db: DbOrTx, query: ListUtilityEnrolmentsQuery) {
  const where = enrolmentsWhere(query);
  const rows = db
    .select({
      id: enrolments.id,
      name: enrolments.name,
      isActive: enrolments.isActive,
      personId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      registrationNumber: users.registrationNumber,
      courseLocker: lockerName('course'),
      examLocker: lockerName('exam'),
      books: sql<number>`(select count(*) from books b where b.enrolment_id = ${ENROLMENT_ID})`.mapWith(
        Number,
      ),
      total: windowTotal,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(where)
    .orderBy(
      desc(enrolments.isActive),
      asc(sql`lower(${users.lastName})`),
      asc(sql`lower(${users.firstName})`),
      asc(enrolments.id),
    );
  return listPage(
    db,
    query,
    ({ limit, offset }) => rows.limit(limit).offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .where(where),
    JSON.stringify(['utility.enrolments', query]),
  );
}

/** A course enrolment with its person (null: none, or not a course enrolment). */
export async function findCourseEnrolment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ enrolment: enrolments, person: users })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.id, id), eq(enrolments.kind, 'course')))
    .limit(1);
  return row ?? null;
}

/** Locks a course enrolment: every change to its lockers and books takes this lock first. */
export async function lockCourseEnrolment(db: DbOrTx, id: string): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, id), eq(enrolments.kind, 'course')))
    .for('update');
  return row ?? null;
}

export async function findLocker(
  db: DbOrTx,
  enrolmentId: string,
  kind: LockerKind,
): Promise<LockerRow | null> {
  const [row] = await db
    .select()
    .from(lockers)
    .where(and(eq(lockers.enrolmentId, enrolmentId), eq(lockers.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function insertLocker(db: DbOrTx, values: typeof lockers.$inferInsert): Promise<LockerRow> {
  const [row] = await db.insert(lockers).values(values).returning();
  if (!row) throw new Error('locker not stored');
  return row;
}

export async function updateLocker(
  db: DbOrTx,
  id: string,
  values: Pick<typeof lockers.$inferInsert, 'name' | 'freeFrom'>,
): Promise<LockerRow> {
  const [row] = await db
    .update(lockers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(lockers.id, id))
    .returning();
  if (!row) throw new Error('locker vanished');
  return row;
}

export async function deleteLocker(db: DbOrTx, id: string): Promise<void> {
  await db.delete(lockers).where(eq(lockers.id, id));
}

export async function insertBook(db: DbOrTx, values: typeof books.$inferInsert): Promise<BookRow> {
  const [row] = await db.insert(books).values(values).returning();
  if (!row) throw new Error('book not stored');
  return row;
}

export async function findBook(db: DbOrTx, enrolmentId: string, id: string): Promise<BookRow | null> {
  const [row] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, id), eq(books.enrolmentId, enrolmentId)))
    .limit(1);
  return row ?? null;
}

export async function deleteBook(db: DbOrTx, id: string): Promise<void> {
  await db.delete(books).where(eq(books.id, id));
}
