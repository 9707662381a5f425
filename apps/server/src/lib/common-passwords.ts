import { newPasswordProblem } from '@school/domain/auth/password-policy';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error.ts';

let common: Set<string> | null = null;

/** One of the ~49,000 most used passwords of zxcvbn-ts's list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * Refuses a new password the policy of packages/domain refuses: 400 naming the field.
 * `identifiers` are the username and e-mail addresses of the account the password is for.
 */
export function assertNewPassword(
  password: string,
  field: string,
  identifiers: readonly (string | null | undefined)[],
): void {
  const problem = newPasswordProblem(password, isCommonPassword, identifiers);
  if (problem)
    throw new AppError(400, problem, 'The password does not meet the policy', { [field]: problem });
}
