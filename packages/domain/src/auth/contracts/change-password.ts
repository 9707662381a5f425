import { z } from 'zod';
import { PASSWORD_MAX } from '../../shared/limits.ts';
import { newPasswordLength } from '../password-policy.ts';

/**
 * "Old password must equal the current stored password; new non-empty, different from current,
 * equal to confirmation." The old one is checked on the server against the argon2id hash.
 */
export const ChangePasswordBodySchema = z.strictObject({
  oldPassword: z.string().max(PASSWORD_MAX),
  newPassword: newPasswordLength(),
  confirm: z.string().max(PASSWORD_MAX),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export type PasswordChangeProblem = 'auth.passwordMismatch' | 'auth.samePassword' | null;

/** The checks that need no stored data (the old password is checked by the server). */
export function passwordChangeProblem(body: ChangePasswordBody): PasswordChangeProblem {
  if (body.newPassword !== body.confirm) return 'auth.passwordMismatch';
  if (body.newPassword === body.oldPassword) return 'auth.samePassword';
  return null;
}
