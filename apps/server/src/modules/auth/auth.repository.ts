import { ENROLMENT_FLAG_KEYS, type EnrolmentFlags } from '@school/domain/access/subject';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  enrolments,
  loginFailures,
  type NewUserRow,
  oidcStates,
  passwordResetTokens,
  sessions,
  trustedDevices,
  type UserRow,
  userIdentities,
  users,
} from '../../db/schema/index.ts';

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account a recovery e-mail belongs to: by username or by contact e-mail. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const value = email.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, value), eq(sql`lower(${users.email})`, value)))
    .orderBy(sql`${users.username} = ${value} desc`)
    .limit(1);
  return row;
}

export async function isEmailUsedByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const value = email.toLowerCase();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${userId}`,
        or(eq(users.username, value), eq(sql`lower(${users.email})`, value)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts a user; returns undefined when the username is already taken (unique index). */
export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, username: values.username.toLowerCase() })
    .onConflictDoNothing({ target: users.username })
    .returning();
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function listEnrolments(db: DbOrTx, userId: string) {
  return db.select().from(enrolments).where(eq(enrolments.userId, userId)).orderBy(enrolments.createdAt);
}

// Sessions

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date; userAgent: string },
) {
  await db.insert(sessions).values(values);
}

/** The user's enrolments as a JSON array of `EnrolmentFlags`, oldest first. */
const enrolmentFlagsOfUser = sql<EnrolmentFlags[]>`coalesce((select json_agg(json_build_object(${sql.join(
  ENROLMENT_FLAG_KEYS.map((key) => sql`${sql.raw(`'${key}'`)}, ${enrolments[key]}`),
  sql`, `,
)}) order by ${enrolments.createdAt}) from ${enrolments} where ${enrolments.userId} = ${users.id}), '[]'::json)`;

/**
 * What a request needs of the signed-in person: who they are, what `/api/me` shows, and what the
 * access rules read. The full profile (addresses, documents, the application's answers) is read
 * only by the routes that show or change it (`findUserById`).
 */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  applicationStep: users.applicationStep,
  productCode: users.productCode,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
  isBlocked: users.isBlocked,
  categories: users.categories,
  isShopEnabled: users.isShopEnabled,
  webappPermissions: users.webappPermissions,
  stageStatus: users.stageStatus,
  hasOpenFeedback: users.hasOpenFeedback,
};

/** The signed-in person as every request holds them (see `sessionUserColumns`). */
export type SessionUser = {
  [K in keyof typeof sessionUserColumns]: K extends 'hasPassword' ? boolean : UserRow[K & keyof UserRow];
};

/** The session fields of a full user row (a user just created or signed in). */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    applicationStep: user.applicationStep,
    productCode: user.productCode,
    hasPassword: user.passwordHash !== null,
    isBlocked: user.isBlocked,
    categories: user.categories,
    isShopEnabled: user.isShopEnabled,
    webappPermissions: user.webappPermissions,
    stageStatus: user.stageStatus,
    hasOpenFeedback: user.hasOpenFeedback,
  };
}

/** Built once per database: the SQL of the hottest query is not rebuilt on every request. */
const sessionSubjectQuery = preparedOnce((db) =>
  db
    .select({ user: sessionUserColumns, enrolments: enrolmentFlagsOfUser, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_subject'),
);

/**
 * The user of a live session with the flags of their enrolments (what the access rules need), in
 * one round trip and one row.
 */
export async function findSessionSubject(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ user: SessionUser; enrolments: EnrolmentFlags[]; expiresAt: Date } | undefined> {
  const [row] = await sessionSubjectQuery(db).execute({ tokenHash, now });
  return row;
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: DbOrTx, userId: string, exceptTokenHash?: string) {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${exceptTokenHash}`)
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

// Failed logins

/**
 * Reserves one login attempt for a key, atomically: the counter goes up only while it is under
 * `max` in the current window (a new window starts when the old one has passed). Concurrent
 * requests serialise on the row, so at most `max` attempts per window ever reach the password
 * check. Returns false when the limit is reached.
 */
export async function reserveAttempt(
  db: DbOrTx,
  key: string,
  max: number,
  now: Date,
  windowStartAfter: Date,
): Promise<boolean> {
  const live = sql`${loginFailures.windowStart} > ${windowStartAfter.toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginFailures)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${live} then ${loginFailures.failures} + 1 else 1 end`,
        windowStart: sql`case when ${live} then ${loginFailures.windowStart} else ${now.toISOString()}::timestamptz end`,
      },
      setWhere: sql`not (${live}) or ${loginFailures.failures} < ${max}`,
    })
    .returning({ failures: loginFailures.failures });
  return rows.length > 0;
}

/** Gives back an attempt reserved by a login that succeeded (the counters count failures). */
export async function releaseAttempt(db: DbOrTx, key: string) {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

// Trusted devices

export async function insertTrustedDevice(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(trustedDevices).values(values);
}

/** The user a live device token was issued to. */
export async function findTrustedDevice(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteTrustedDevice(db: DbOrTx, tokenHash: string) {
  await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash));
}

// Password reset

export async function insertResetToken(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a live token used and returns its user: a token works once, even under concurrency. */
export async function consumeResetToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** The account a live (unused, unexpired) recovery link is for: what its new password may not contain. */
export async function resetTokenOwner(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<Pick<UserRow, 'username' | 'email' | 'secondaryEmail'> | undefined> {
  const [row] = await db
    .select({ username: users.username, email: users.email, secondaryEmail: users.secondaryEmail })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

// OpenID Connect

export async function insertOidcState(db: DbOrTx, values: typeof oidcStates.$inferInsert) {
  await db.insert(oidcStates).values(values);
}

/** Takes a pending authorisation out of the table: each state is usable once. */
export async function takeOidcState(db: DbOrTx, state: string, now: Date) {
  const [row] = await db
    .delete(oidcStates)
    .where(and(eq(oidcStates.state, state), gt(oidcStates.expiresAt, now)))
    .returning();
  return row;
}

export async function findIdentity(db: DbOrTx, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(
  db: DbOrTx,
  values: { userId: string; provider: string; subject: string; email: string },
) {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
}
