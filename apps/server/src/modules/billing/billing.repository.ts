import type { BillingKind } from '@school/domain/billing/billing';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, type BillingRecordRow, billingRecords, enrolments } from '../../db/schema/index.ts';

export async function findBillingRecord(
  db: DbOrTx,
  userId: string,
  kind: BillingKind,
): Promise<BillingRecordRow | null> {
  const [row] = await db
    .select()
    .from(billingRecords)
    .where(and(eq(billingRecords.userId, userId), eq(billingRecords.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function lockBillingRecord(db: DbOrTx, userId: string, kind: BillingKind) {
  const [row] = await db
    .select()
    .from(billingRecords)
    .where(and(eq(billingRecords.userId, userId), eq(billingRecords.kind, kind)))
    .for('update');
  return row ?? null;
}

export async function insertBillingRecord(db: DbOrTx, values: typeof billingRecords.$inferInsert) {
  const [row] = await db.insert(billingRecords).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateBillingRecord(
  db: DbOrTx,
  id: string,
  values: Partial<typeof billingRecords.$inferInsert>,
): Promise<BillingRecordRow> {
  const [row] = await db
    .update(billingRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(billingRecords.id, id))
    .returning();
  if (!row) throw new Error('billing record vanished');
  return row;
}

/** The person's housing contract (the newest), if any. */
export async function findHousingEnrolment(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.kind, 'housing')))
    .orderBy(desc(enrolments.isActiveHousing), desc(enrolments.createdAt))
    .limit(1);
  return row ?? null;
}

/** "the application ... record is updated": the applications of the billed enrolment, else the current one. */
export async function markCourseBillingCompiled(
  db: DbOrTx,
  userId: string,
  enrolmentId: string | null,
  at: Date,
) {
  const values = { billingCompiled: true, billingCompiledAt: at, updatedAt: at };
  if (enrolmentId) {
    const rows = await db
      .update(applications)
      .set(values)
      .where(and(eq(applications.userId, userId), eq(applications.enrolmentId, enrolmentId)))
      .returning({ id: applications.id });
    if (rows.length > 0) return;
  }
  const [current] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.isActive), desc(applications.createdAt), desc(applications.id))
    .limit(1);
  if (current) await db.update(applications).set(values).where(eq(applications.id, current.id));
}

/** "... or housing record is updated": Fatturante_Housing_compilato__c and its date. */
export async function markHousingBillingCompiled(db: DbOrTx, enrolmentId: string, at: Date) {
  await db
    .update(enrolments)
    .set({ housingBillingCompiled: true, housingBillingCompiledAt: at })
    .where(eq(enrolments.id, enrolmentId));
}
