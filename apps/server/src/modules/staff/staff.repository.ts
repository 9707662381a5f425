import { and, count, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPage, type Paging } from '../../db/list-page.ts';
import { personAccount, personMatches } from '../../db/people-search.ts';
import {
  applications,
  documents,
  encryptionKeys,
  instalments,
  staffAudit,
  type UserRow,
  users,
  visas,
} from '../../db/schema/index.ts';
import { nextSchoolDayStart, schoolDayStart } from '../../db/school-time.ts';

/**
 * One page of applications with their candidate, newest first: `status` is the candidate status
 * (statoGenerale__c) compared without case or repeated spaces, `search` the person search.
 */
export async function listCandidateApplications(
  db: DbOrTx,
  filters: { status?: string | undefined; search?: string | undefined } & Paging,
) {
  const where = and(
    filters.status
      ? sql`lower(regexp_replace(trim(${applications.generalStatus}), '\\s+', ' ', 'g')) = ${filters.status.toLowerCase().replace(/\s+/g, ' ')}`
      : undefined,
    filters.search ? personMatches(users, filters.search) : undefined,
  );
  return listPage(
    db,
    filters,
    ({ limit, offset }) =>
      db
        .select({ application: applications, user: users })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(where)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: count() })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(where),
    JSON.stringify(['staff.candidateApplications', filters]),
  );
}

export async function findApplicationWithUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ application: applications, user: users })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, id))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertDocument(db: DbOrTx, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('document not created');
  return row;
}

export async function findCurrentEncryptionKey(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(encryptionKeys)
    .orderBy(desc(encryptionKeys.createdAt), desc(encryptionKeys.id))
    .limit(1);
  return row ?? null;
}

export async function insertInstalment(db: DbOrTx, values: typeof instalments.$inferInsert) {
  const [row] = await db.insert(instalments).values(values).returning();
  if (!row) throw new Error('instalment not created');
  return row;
}

export async function lockInstalment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(instalments).where(eq(instalments.id, id)).for('update');
  return row ?? null;
}

export async function updateInstalment(
  db: DbOrTx,
  id: string,
  values: Partial<typeof instalments.$inferInsert>,
) {
  const [row] = await db.update(instalments).set(values).where(eq(instalments.id, id)).returning();
  return row ?? null;
}

export async function insertVisa(db: DbOrTx, values: typeof visas.$inferInsert) {
  const [row] = await db.insert(visas).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * The audit log, newest first, with who changed each field. The filters compare the indexed
 * columns as they are (the days become instants), so each one is an index range.
 */
export async function listStaffAudit(
  db: DbOrTx,
  filters: {
    table?: string | undefined;
    recordId?: string | undefined;
    changedBy?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  } & Paging,
) {
  const where = and(
    filters.table ? eq(staffAudit.recordTable, filters.table) : undefined,
    filters.recordId ? eq(staffAudit.recordId, filters.recordId) : undefined,
    filters.changedBy ? eq(staffAudit.changedBy, filters.changedBy) : undefined,
    filters.from ? gte(staffAudit.changedAt, schoolDayStart(filters.from)) : undefined,
    filters.to ? lt(staffAudit.changedAt, nextSchoolDayStart(filters.to)) : undefined,
  );
  return listPage(
    db,
    filters,
    ({ limit, offset }) =>
      db
        .select({
          // before and after as the driver parsed them: drizzle's jsonb decoder would parse a JSON
          // string again, turning the text "48210" into a number.
          entry: {
            ...getTableColumns(staffAudit),
            before: sql`${staffAudit.before}`,
            after: sql`${staffAudit.after}`,
          },
          user: personAccount,
        })
        .from(staffAudit)
        .innerJoin(users, eq(users.id, staffAudit.changedBy))
        .where(where)
        .orderBy(desc(staffAudit.changedAt), desc(staffAudit.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(staffAudit).where(where),
    JSON.stringify(['staff.audit', filters]),
  );
}
