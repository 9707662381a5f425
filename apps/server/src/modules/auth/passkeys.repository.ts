import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type PasskeyRow,
  passkeyChallenges,
  passkeys,
  type UserRow,
  userIdentities,
  users,
} from '../../db/schema/index.ts';

// Challenges

export type ChallengePurpose = 'registration' | 'authentication';

export async function insertChallenge(
  db: DbOrTx,
  values: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: string | null;
    sessionTokenHash: string | null;
    expiresAt: Date;
  },
) {
  await db.insert(passkeyChallenges).values(values);
}

/**
 * Takes a live challenge out of the table: each works once, even under concurrency. A registration
 * challenge is only taken by the person and the session it was issued to.
 */
export async function takeChallenge(
  db: DbOrTx,
  wanted: { challenge: string; purpose: ChallengePurpose; userId?: string; sessionTokenHash?: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, wanted.challenge),
        eq(passkeyChallenges.purpose, wanted.purpose),
        gt(passkeyChallenges.expiresAt, now),
        wanted.userId === undefined ? undefined : eq(passkeyChallenges.userId, wanted.userId),
        wanted.sessionTokenHash === undefined
          ? undefined
          : eq(passkeyChallenges.sessionTokenHash, wanted.sessionTokenHash),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return rows.length > 0;
}

// Passkeys

export async function listPasskeys(db: DbOrTx, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(
  db: DbOrTx,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/** One passkey of one person (undefined for anyone else's). */
export async function findOwnPasskey(
  db: DbOrTx,
  userId: string,
  id: string,
  lock = false,
): Promise<PasskeyRow | undefined> {
  const query = db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts a passkey; undefined when its credential id is registered already (unique index). */
export async function insertPasskey(
  db: DbOrTx,
  values: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row;
}

export async function renamePasskey(
  db: DbOrTx,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/** After a sign-in: the authenticator's new counter and backup state, and when it was used. */
export async function recordPasskeyUse(
  db: DbOrTx,
  id: string,
  values: { counter: number; deviceType: string; backedUp: boolean; lastUsedAt: Date },
) {
  await db.update(passkeys).set(values).where(eq(passkeys.id, id));
}

export async function deletePasskey(db: DbOrTx, id: string) {
  await db.delete(passkeys).where(eq(passkeys.id, id));
}

// The account

/** Locks the account (its passkeys are counted under this lock) and returns it. */
export async function lockUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1).for('no key update');
  return row;
}

export async function countIdentities(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  return row?.n ?? 0;
}
