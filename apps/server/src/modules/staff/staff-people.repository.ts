import type { ListPeopleQuery } from '@school/domain/staff/contracts/people';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, orderBy, windowTotal } from '../../db/list-page.ts';
import { personMatches } from '../../db/people-search.ts';
import {
  type ApplicationRow,
  applications,
  checkIns,
  type EnrolmentRow,
  enrolments,
  type UserRow,
  users,
} from '../../db/schema/index.ts';

/** The columns of the people list (not the password hash or the profile). */
const summaryColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  taxCode: users.taxCode,
  registrationNumber: users.registrationNumber,
  categories: users.categories,
  isBlocked: users.isBlocked,
  signupRole: users.signupRole,
  roleClaim: users.roleClaim,
  createdAt: users.createdAt,
};

function peopleWhere(query: ListPeopleQuery): SQL | undefined {
  return and(
    query.search ? personMatches(users, query.search) : undefined,
    // Array containment: the GIN index users_categories_idx.
    query.category ? sql`${users.categories} @> array[${query.category}]::text[]` : undefined,
    query.blocked ? eq(users.isBlocked, query.blocked === 'true') : undefined,
    query.roleClaim ? eq(users.roleClaim, query.roleClaim) : undefined,
  );
}

const PEOPLE_ORDER = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  email: [sql`lower(${users.email})`],
  createdAt: [users.createdAt],
};

/**
 * One page of the people list and the number of matches, in one statement (the total is a window
 * count over the same filters).
 */
export async function listPeople(db: DbOrTx, query: ListPeopleQuery) {
  const where = peopleWhere(query);
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ ...summaryColumns, total: windowTotal })
        .from(users)
        .where(where)
        .orderBy(...orderBy(PEOPLE_ORDER, query.sort, query.dir, users.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(users).where(where),
    JSON.stringify(['staff.people', query]),
  );
}

export async function findPerson(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function lockPerson(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function updatePerson(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('person vanished');
  return row;
}

/** Whether another account holds this registration number. */
export async function registrationNumberHeldByOther(db: DbOrTx, id: string, registrationNumber: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.registrationNumber, registrationNumber), ne(users.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function listPersonEnrolments(db: DbOrTx, userId: string): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(enrolments)
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), asc(enrolments.kind), asc(enrolments.name), asc(enrolments.id));
}

export async function lockEnrolment(db: DbOrTx, userId: string, id: string): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, id), eq(enrolments.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function updateEnrolment(
  db: DbOrTx,
  id: string,
  values: Partial<typeof enrolments.$inferInsert>,
) {
  const [row] = await db.update(enrolments).set(values).where(eq(enrolments.id, id)).returning();
  if (!row) throw new Error('enrolment vanished');
  return row;
}

/**
 * Locks two people for a move between them, always in the order of their ids (two clerks moving
 * enrolments both ways at once cannot each hold what the other waits for); `no key update`, as
 * the bookings do, so rows that refer to them can still be written. The ids found.
 */
export async function lockPeopleForMove(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(users.id)
    .for('no key update');
  return rows.map((r) => r.id);
}

/** The applications that belong to an enrolment, locked. */
export function lockEnrolmentApplications(db: DbOrTx, enrolmentId: string): Promise<ApplicationRow[]> {
  return db.select().from(applications).where(eq(applications.enrolmentId, enrolmentId)).for('update');
}

/** Whether the person has an application for the product. */
export async function hasApplicationFor(db: DbOrTx, userId: string, productCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.productCode, productCode)))
    .limit(1);
  return Boolean(row);
}

export async function setApplicationOwner(db: DbOrTx, id: string, userId: string): Promise<ApplicationRow> {
  const [row] = await db
    .update(applications)
    .set({ userId, updatedAt: sql`now()` })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error('application vanished');
  return row;
}

/** The check-ins made under the enrolment follow it to its new person. */
export async function moveEnrolmentCheckIns(db: DbOrTx, enrolmentId: string, userId: string): Promise<void> {
  await db.update(checkIns).set({ userId }).where(eq(checkIns.enrolmentId, enrolmentId));
}
