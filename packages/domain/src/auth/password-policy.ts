import { z } from 'zod';
import { PASSWORD_MAX } from '../shared/limits.ts';

/**
 * New passwords, NIST SP 800-63B style: at least 8 characters, no composition rules, any
 * character (spaces too), and not one of the commonly used passwords (the server checks the list:
 * `apps/server/src/lib/common-passwords.ts`). The old rule accepted one character.
 */
export const PASSWORD_MIN = 8;

export const PASSWORD_TOO_SHORT = 'auth.passwordTooShort';
export const PASSWORD_TOO_COMMON = 'auth.passwordTooCommon';

/** The length rule of a new password (sign-up, recovery, change, step 0 of the application). */
export function newPasswordLength(max = PASSWORD_MAX) {
  return z.string().min(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT }).max(max);
}

/** The policy problem of a new password, given whether it is in the list of common passwords. */
export function newPasswordProblem(
  password: string,
  isCommon: (password: string) => boolean,
): typeof PASSWORD_TOO_SHORT | typeof PASSWORD_TOO_COMMON | null {
  if ([...password].length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (isCommon(password)) return PASSWORD_TOO_COMMON;
  return null;
}
