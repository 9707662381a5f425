import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { ResetPasswordBodySchema } from '../reset-password.ts';

export const resetPassword = endpoint(
  'POST /api/auth/password-reset',
  'Set a new password from a recovery link',
  {
    body: ResetPasswordBodySchema,
    answer: z.object({ result: z.literal('SuccessRequest') }),
  },
);
