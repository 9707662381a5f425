import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

/** LIKE pattern for "contains", with the user's % _ and \ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCandidateApplications(
  db: DbOrTx,
  filters: { status?: string | undefined; search?: string | undefined; page: number; pageSize: number },
) {
  const conditions: SQL[] = [];
  if (filters.status) {
    conditions.push(
      sql`lower(regexp_replace(trim(${applications.generalStatus}), '\\s+', ' ', 'g')) = ${filters.status.toLowerCase().replace(/\s+/g, ' ')}`,
    );
  }
  if (filters.search) {
    const pattern = contains(filters.search);
    const byName = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      ilike(users.username, pattern),
      ilike(users.email, pattern),
    );
    if (byName) conditions.push(byName);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: applications, user: users })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ n: count() })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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

/** The start of a day (YYYY-MM-DD) in the school's time zone, as an instant. */
const schoolDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Rome'`;
const nextSchoolDayStart = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'Europe/Rome'`;

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
    page: number;
    pageSize: number;
  },
) {
  const conditions: SQL[] = [];
  if (filters.table) conditions.push(eq(staffAudit.recordTable, filters.table));
  if (filters.recordId) conditions.push(eq(staffAudit.recordId, filters.recordId));
  if (filters.changedBy) conditions.push(eq(staffAudit.changedBy, filters.changedBy));
  if (filters.from) conditions.push(gte(staffAudit.changedAt, schoolDayStart(filters.from)));
  if (filters.to) conditions.push(lt(staffAudit.changedAt, nextSchoolDayStart(filters.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        // before and after as the driver parsed them: drizzle's jsonb decoder would parse a JSON
        // string again, turning the text "48210" into a number.
        entry: {
          ...getTableColumns(staffAudit),
          before: sql`${staffAudit.before}`,
          after: sql`${staffAudit.after}`,
        },
        user: {
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        },
      })
      .from(staffAudit)
      .innerJoin(users, eq(users.id, staffAudit.changedBy))
      .where(where)
      .orderBy(desc(staffAudit.changedAt), desc(staffAudit.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ n: count() }).from(staffAudit).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
