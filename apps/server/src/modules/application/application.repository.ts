import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ApplicationRow,
  applications,
  type CourseEditionRow,
  courseEditions,
  type DocumentRow,
  documents,
  enrolments,
  type NewUserRow,
  type PaymentRow,
  payments,
  type UserRow,
  users,
} from '../../db/schema/index.ts';
import { ofPayerFor } from '../payments/payments.repository.ts';

/** The application module's queries: course editions, the application record, its files and fee payments. */

export async function findEdition(db: DbOrTx, productCode: string): Promise<CourseEditionRow | null> {
  const [row] = await db
    .select()
    .from(courseEditions)
    .where(eq(courseEditions.productCode, productCode))
    .limit(1);
  return row ?? null;
}

/** The editions open to applications, by course and edition name. */
export async function listOpenEditions(db: DbOrTx): Promise<CourseEditionRow[]> {
  return db
    .select()
    .from(courseEditions)
    .where(eq(courseEditions.isOpen, true))
    .orderBy(asc(courseEditions.courseName), asc(courseEditions.editionName));
}

/** The account, locked for the rest of the transaction (one save at a time per person). */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished');
  return row;
}

/** Adds a category (Categoria__c) the account does not have yet. */
export async function addCategory(db: DbOrTx, id: string, category: string): Promise<void> {
  await db
    .update(users)
    .set({ categories: sql`array_append(${users.categories}, ${category}::text)`, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`not (${category}::text = any(${users.categories}))`));
}

export async function findApplicationRecord(
  db: DbOrTx,
  userId: string,
  productCode: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow | null> {
  const query = db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.productCode, productCode)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The person's record for the product, created when missing (one per person and product: unique index). */
export async function ensureApplicationRecord(
  db: DbOrTx,
  values: Pick<
    typeof applications.$inferInsert,
    'userId' | 'courseName' | 'editionName' | 'stageName' | 'applicationStatus'
  > & {
    productCode: string;
  },
): Promise<ApplicationRow> {
  await db
    .insert(applications)
    .values({ ...values, courseCode: values.productCode })
    .onConflictDoNothing({ target: [applications.userId, applications.productCode] });
  const row = await findApplicationRecord(db, values.userId, values.productCode, { lock: true });
  if (!row) throw new Error('application record not created');
  return row;
}

/** The application record is the candidate area's: one update for both modules. */
export { updateApplication as updateApplicationRecord } from '../candidate/candidate.repository.ts';

/** Records the fee as paid once (a second confirmation changes nothing). */
export async function markFeePaid(db: DbOrTx, id: string, paymentId: string, paidAt: Date): Promise<void> {
  await db
    .update(applications)
    .set({ feePaidAt: paidAt, feePaymentId: paymentId, updatedAt: new Date() })
    .where(and(eq(applications.id, id), isNull(applications.feePaidAt)));
}

export async function insertCourseEnrolment(db: DbOrTx, userId: string, name: string): Promise<string> {
  const [row] = await db
    .insert(enrolments)
    .values({ userId, name, kind: 'course' })
    .returning({ id: enrolments.id });
  if (!row) throw new Error('enrolment not created');
  return row.id;
}

// Files

export async function listApplicationFiles(db: DbOrTx, applicationId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), sql`${documents.applicationFile} is not null`))
    .orderBy(documents.createdAt);
}

export async function lockApplicationFile(
  db: DbOrTx,
  applicationId: string,
  kind: NonNullable<DocumentRow['applicationFile']>,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.applicationFile, kind)))
    .for('update');
  return row ?? null;
}

export async function insertDocument(
  db: DbOrTx,
  values: typeof documents.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('document not created');
  return row;
}

export async function updateDocument(
  db: DbOrTx,
  id: string,
  values: Partial<typeof documents.$inferInsert>,
): Promise<DocumentRow> {
  const [row] = await db.update(documents).set(values).where(eq(documents.id, id)).returning();
  if (!row) throw new Error('document vanished');
  return row;
}

// Fee payments

/** The newest application-fee payment of the person for the product, or null. */
export async function latestFeePayment(
  db: DbOrTx,
  userId: string,
  productCode: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(ofPayerFor(userId, 'applicationFee', productCode))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}
