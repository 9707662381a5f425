import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { RequestPasswordResetBodySchema } from '../request-password-reset.ts';

export const requestPasswordReset = endpoint(
  'POST /api/auth/password-recovery',
  'Send a password-recovery link by e-mail',
  { body: RequestPasswordResetBodySchema, answer: z.object({ ok: z.literal(true) }) },
);
