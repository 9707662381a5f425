import type { Category, EnrolmentKind } from '@school/domain/access/subject';
import type { Db } from '../db/client.ts';
import { enrolments, type NewUserRow, notifications, type UserRow, users } from '../db/schema/index.ts';
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
