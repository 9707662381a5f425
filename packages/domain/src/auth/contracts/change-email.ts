import { z } from 'zod';
import { email } from '../../shared/text.ts';

/** "New e-mail and confirmation must match, else invalid and save does nothing." */
export const ChangeEmailBodySchema = z
  .strictObject({ email: email(), confirm: z.string().trim().max(100) })
  .refine((b) => b.email.toLowerCase() === b.confirm.toLowerCase(), {
    path: ['confirm'],
    message: 'auth.emailMismatch',
  });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;
