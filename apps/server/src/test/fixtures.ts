import type { Category, EnrolmentKind } from '@school/domain/access/subject';
import type { Db } from '../db/client.ts';
import {
  applications,
  billingRecords,
  clothingSizes,
  documents,
  encryptionKeys,
  enrolments,
  instalments,
  type NewUserRow,
  notifications,
  type UserRow,
  users,
  visas,
} from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const PASSWORD = 'S3cret-pass!';
let cachedHash: Promise<string> | null = null;
let sequence = 0;

/** Inserts a user (password PASSWORD unless given) with optional enrolments. */
export async function createUser(
  db: Db,
  values: Partial<NewUserRow> & {
    password?: string | null;
    categories?: Category[];
    enrolments?: Array<Partial<typeof enrolments.$inferInsert> & { kind: EnrolmentKind }>;
  } = {},
): Promise<UserRow> {
  const { password, enrolments: enrolmentSeeds = [], ...rest } = values;
  let passwordHash: string | null;
  if (password === null) passwordHash = null;
  else if (password === undefined) {
    cachedHash ??= hashPassword(PASSWORD);
    passwordHash = await cachedHash;
  } else passwordHash = await hashPassword(password);
  const username = (rest.username ?? `user${++sequence}-${Date.now()}@example.com`).toLowerCase();
  const [row] = await db
    .insert(users)
    .values({ email: username, lastName: 'Rossi', firstName: 'Anna', ...rest, username, passwordHash })
    .returning();
  if (!row) throw new Error('user not created');
  for (const e of enrolmentSeeds) {
    await db.insert(enrolments).values({ name: 'Corso', ...e, userId: row.id });
  }
  return row;
}

export async function createNotification(
  db: Db,
  userId: string,
  title = 'Titolo',
  readAt: Date | null = null,
) {
  const [row] = await db.insert(notifications).values({ userId, title, body: 'Testo', readAt }).returning();
  if (!row) throw new Error('notification not created');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Candidate area

export async function createApplication(
  db: Db,
  userId: string,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(applications)
    .values({
      courseCode: 'CUCINA-2027A',
      courseName: 'Corso Superiore di Cucina Italiana',
      editionName: '2027A',
      stageName: 'Candidatura',
      isActive: true,
      ...values,
      userId,
    })
    .returning();
  if (!row) throw new Error('application not created');
  return row;
}

export async function createDocument(
  db: Db,
  applicationId: string,
  values: Partial<typeof documents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(documents)
    .values({ type: 'IT_Passaporto', name: 'Passaporto', dueDate: '2030-09-01', ...values, applicationId })
    .returning();
  if (!row) throw new Error('document not created');
  return row;
}

export async function createInstalment(
  db: Db,
  applicationId: string,
  values: Partial<typeof instalments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(instalments)
    .values({ number: '1', amountCents: 150_000, dueDate: '2030-01-31', ...values, applicationId })
    .returning();
  if (!row) throw new Error('instalment not created');
  return row;
}

export async function createVisa(
  db: Db,
  applicationId: string,
  values: Partial<typeof visas.$inferInsert> = {},
) {
  const [row] = await db
    .insert(visas)
    .values({ recordType: 'Visto D', ...values, applicationId })
    .returning();
  if (!row) throw new Error('visa not created');
  return row;
}

export async function createEncryptionKey(db: Db, publicKeyPem: string, name = 'Chiave segreteria') {
  const [row] = await db.insert(encryptionKeys).values({ name, publicKeyPem }).returning();
  if (!row) throw new Error('key not created');
  return row;
}

export async function createClothingOffer(
  db: Db,
  courseCode: string,
  sex: 'F' | 'M',
  offer: Partial<Record<(typeof clothingSizes.$inferInsert)['item'], string[]>>,
) {
  const rows = Object.entries(offer).flatMap(([item, sizes]) =>
    (sizes ?? []).map((size) => ({
      courseCode,
      sex,
      item: item as (typeof clothingSizes.$inferInsert)['item'],
      size,
    })),
  );
  if (rows.length > 0) await db.insert(clothingSizes).values(rows);
}

export async function createBillingRecord(
  db: Db,
  userId: string,
  values: Partial<typeof billingRecords.$inferInsert> & { kind: 'course' | 'housing' },
) {
  const [row] = await db
    .insert(billingRecords)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('billing record not created');
  return row;
}
