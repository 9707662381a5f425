import { z } from 'zod';
import { PASSWORD_MAX } from '../../shared/limits.ts';
import { newPasswordLength } from '../password-policy.ts';

/** New-password page: reads query parameter tkn; new password and confirm. */
export const ResetPasswordBodySchema = z.strictObject({
  tkn: z.string().min(1).max(200),
  password: newPasswordLength(),
  confirm: z.string().max(PASSWORD_MAX),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
