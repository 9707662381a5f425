import type { ListHousingStaysQuery } from '@school/domain/housing/contracts/staff-housing';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, windowTotal } from '../../db/list-page.ts';
import { containsPattern, personContact, personMatches } from '../../db/people-search.ts';
import {
  type EnrolmentRow,
  enrolments,
  type HousingStayRow,
  housingStays,
  users,
} from '../../db/schema/index.ts';

/** The housing stays' queries: the student's own stay and the secretariat's list and changes. */

/** The stay of one of the user's enrolments, with the contract's name (null: no such stay). */
export async function findUserStay(db: DbOrTx, userId: string, enrolmentId: string) {
  const [row] = await db
    .select({ contractName: enrolments.name, stay: housingStays })
    .from(housingStays)
    .innerJoin(enrolments, eq(enrolments.id, housingStays.enrolmentId))
    .where(and(eq(housingStays.enrolmentId, enrolmentId), eq(enrolments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A housing contract: an enrolment of kind housing, or one carrying the housing flag. */
const isHousingContract = or(eq(enrolments.kind, 'housing'), eq(enrolments.isActiveHousing, true));

function staysWhere(query: ListHousingStaysQuery): SQL | undefined {
  return and(
    isHousingContract,
    query.search
      ? or(personMatches(users, query.search), ilike(enrolments.name, containsPattern(query.search)))
      : undefined,
    query.stay === 'with' ? isNotNull(housingStays.id) : undefined,
    query.stay === 'without' ? isNull(housingStays.id) : undefined,
  );
}

const contractColumns = {
  enrolment: enrolments,
  stay: housingStays,
  person: personContact,
};

/**
 * One page of housing contracts with their person and stay, newest contract first, and the number
 * of matches, in one statement (a window count).
 */
export async function listHousingContracts(db: DbOrTx, query: ListHousingStaysQuery) {
  const where = staysWhere(query);
  return listPage(
    db,
    query,
    ({ limit, offset }) =>
      db
        .select({ ...contractColumns, total: windowTotal })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .leftJoin(housingStays, eq(housingStays.enrolmentId, enrolments.id))
        .where(where)
        .orderBy(desc(enrolments.createdAt), desc(enrolments.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.userId))
        .leftJoin(housingStays, eq(housingStays.enrolmentId, enrolments.id))
        .where(where),
    JSON.stringify(['housing.contracts', query]),
  );
}

/** One housing contract with its person and stay (null: no such housing contract). */
export async function findHousingContract(db: DbOrTx, enrolmentId: string) {
  const [row] = await db
    .select(contractColumns)
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(housingStays, eq(housingStays.enrolmentId, enrolments.id))
    .where(and(eq(enrolments.id, enrolmentId), isHousingContract))
    .limit(1);
  return row ?? null;
}

/** Locks a housing contract (the guard of its one stay); null when there is no such contract. */
export async function lockHousingContract(db: DbOrTx, enrolmentId: string): Promise<EnrolmentRow | null> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.id, enrolmentId), isHousingContract))
    .for('update');
  return row ?? null;
}

export async function lockStay(db: DbOrTx, enrolmentId: string): Promise<HousingStayRow | null> {
  const [row] = await db
    .select()
    .from(housingStays)
    .where(eq(housingStays.enrolmentId, enrolmentId))
    .for('update');
  return row ?? null;
}

type StayValues = Omit<typeof housingStays.$inferInsert, 'id' | 'enrolmentId' | 'updatedAt'>;

/** The new stay, or null when the contract has one already (the unique enrolment decides). */
export async function insertStay(
  db: DbOrTx,
  enrolmentId: string,
  values: StayValues,
): Promise<HousingStayRow | null> {
  const [row] = await db
    .insert(housingStays)
    .values({ ...values, enrolmentId })
    .onConflictDoNothing({ target: housingStays.enrolmentId })
    .returning();
  return row ?? null;
}

export async function updateStay(db: DbOrTx, id: string, values: StayValues): Promise<HousingStayRow> {
  const [row] = await db
    .update(housingStays)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(housingStays.id, id))
    .returning();
  if (!row) throw new Error('stay vanished');
  return row;
}
