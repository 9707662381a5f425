import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billingExports, billingRecords, users } from '../../db/schema/index.ts';

type Kind = 'course' | 'housing';

/** The last export of a kind with who made it, or null. */
export async function findLastExport(db: DbOrTx, kind: Kind) {
  const [row] = await db
    .select({
      export: billingExports,
      by: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(billingExports)
    .innerJoin(users, eq(users.id, billingExports.exportedBy))
    .where(eq(billingExports.kind, kind))
    .orderBy(desc(billingExports.exportedAt), desc(billingExports.id))
    .limit(1);
  return row ?? null;
}

/**
 * Confirmed (sent) forms of a kind, confirmed after `after` when given, up to `upTo` when given
 * (index billing_records_confirmed_idx).
 */
function confirmedAfter(kind: Kind, after: Date | null, upTo?: Date) {
  return and(
    eq(billingRecords.sent, true),
    eq(billingRecords.kind, kind),
    after ? gt(billingRecords.compiledAt, after) : undefined,
    upTo ? lte(billingRecords.compiledAt, upTo) : undefined,
  );
}

export async function listConfirmedForms(db: DbOrTx, kind: Kind, after: Date | null, upTo: Date) {
  return db
    .select()
    .from(billingRecords)
    .where(confirmedAfter(kind, after, upTo))
    .orderBy(asc(billingRecords.compiledAt), asc(billingRecords.id));
}

export async function countConfirmedForms(db: DbOrTx, kind: Kind, after: Date | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(billingRecords)
    .where(confirmedAfter(kind, after));
  return row?.n ?? 0;
}

export async function insertExport(db: DbOrTx, values: typeof billingExports.$inferInsert) {
  const [row] = await db.insert(billingExports).values(values).returning();
  if (!row) throw new Error('export not recorded');
  return row;
}

/** The transaction's time: the instant an export takes forms up to. */
export async function transactionTime(db: DbOrTx): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`now()` }).from(sql`(select 1) as one`);
  return new Date(row?.now ?? Date.now());
}
