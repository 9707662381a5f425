import { hash, type Options, verify } from '@node-rs/argon2';
import type { UserRow } from '../../db/schema/index.ts';
import { assertNewPassword } from '../../lib/common-passwords.ts';

/** Algorithm.Argon2id (a const enum, which cannot be imported under verbatimModuleSyntax). */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

/** argon2id, m=19 MiB, t=2, p=1 (OWASP's minimum recommendation). */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The hash of a new password (sign-up, recovery, change, voucher registration, step 0 of the
 * application), after the password policy: at least 8 characters, not a common password and not
 * built from the account's `identifiers`, its username and e-mail addresses (400 naming `field`).
 */
export function hashNewPassword(
  password: string,
  field: string,
  identifiers: readonly (string | null | undefined)[],
): Promise<string> {
  assertNewPassword(password, field, identifiers);
  return hashPassword(password);
}

/** What a password of this account may not be built from: its username and e-mail addresses. */
export function accountIdentifiers(user: Pick<UserRow, 'username' | 'email' | 'secondaryEmail'>): string[] {
  return [user.username, user.email, user.secondaryEmail];
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown user, provider-only account)
 * it still spends the same time, so answers do not tell which usernames exist.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
