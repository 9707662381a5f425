import { z } from 'zod';
import { PASSWORD_MAX } from '../../shared/limits.ts';
import { email } from '../../shared/text.ts';

/**
 * "New e-mail and confirmation must match, else invalid and save does nothing." The current
 * password confirms that the account's owner asks (empty for accounts that have none yet, signed
 * in through Google or Apple only).
 */
export const ChangeEmailBodySchema = z
  .strictObject({
    email: email(),
    confirm: z.string().trim().max(100),
    password: z.string().max(PASSWORD_MAX).default(''),
  })
  .refine((b) => b.email.toLowerCase() === b.confirm.toLowerCase(), {
    path: ['confirm'],
    message: 'auth.emailMismatch',
  });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;
