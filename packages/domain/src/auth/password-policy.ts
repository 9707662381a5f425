import { z } from 'zod';
import { PASSWORD_MAX } from '../shared/limits.ts';

/**
 * New passwords, NIST SP 800-63B style: at least 8 characters, no composition rules, any
 * character (spaces too), not one of the commonly used passwords (the server checks the list:
 * `apps/server/src/lib/common-passwords.ts`) and not built from the account's own identifiers
 * (its username and e-mail addresses, section 3.1.1.2's "context-specific words"). The old rule
 * accepted one character.
 */
export const PASSWORD_MIN = 8;

export const PASSWORD_TOO_SHORT = 'auth.passwordTooShort';
export const PASSWORD_TOO_COMMON = 'auth.passwordTooCommon';
export const PASSWORD_HAS_IDENTIFIER = 'auth.passwordHasIdentifier';

/**
 * The shortest identifier (or local part of an address) looked for inside a password: shorter ones
 * (`ab@…`) are in too many unrelated passwords to say anything.
 */
export const IDENTIFIER_PART_MIN = 4;

/** The length rule of a new password (sign-up, recovery, change, step 0 of the application). */
export function newPasswordLength(max = PASSWORD_MAX) {
  return z.string().min(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT }).max(max);
}

/** Letters and digits only, lower-cased: `Mario.Rossi-1` and `mariorossi1` are the same word. */
function compact(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** What a password may not be built from: each identifier and each address's local part. */
function identifierParts(identifiers: readonly (string | null | undefined)[]): string[] {
  const parts = new Set<string>();
  for (const identifier of identifiers) {
    if (!identifier) continue;
    parts.add(compact(identifier));
    const at = identifier.lastIndexOf('@');
    if (at > 0) parts.add(compact(identifier.slice(0, at)));
  }
  return [...parts].filter((part) => [...part].length >= IDENTIFIER_PART_MIN);
}

/**
 * Whether a password is built from the account's identifiers (username, e-mail addresses): it
 * contains one of them or an address's local part (`Mario.Rossi2026` for mario.rossi@…), or it is
 * a piece of one (`rossi@example` for mario.rossi@example.com); case, punctuation and spaces
 * aside.
 */
export function isBuiltFromIdentifiers(
  password: string,
  identifiers: readonly (string | null | undefined)[],
): boolean {
  const word = compact(password);
  return identifierParts(identifiers).some(
    (part) => word.includes(part) || ([...word].length >= IDENTIFIER_PART_MIN && part.includes(word)),
  );
}

/**
 * The policy problem of a new password, given whether it is in the list of common passwords and
 * the identifiers of the account it is for (its username and e-mail addresses).
 */
export function newPasswordProblem(
  password: string,
  isCommon: (password: string) => boolean,
  identifiers: readonly (string | null | undefined)[],
): typeof PASSWORD_TOO_SHORT | typeof PASSWORD_TOO_COMMON | typeof PASSWORD_HAS_IDENTIFIER | null {
  if ([...password].length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (isCommon(password)) return PASSWORD_TOO_COMMON;
  if (isBuiltFromIdentifiers(password, identifiers)) return PASSWORD_HAS_IDENTIFIER;
  return null;
}
