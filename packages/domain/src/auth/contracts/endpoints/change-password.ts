import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { ChangePasswordBodySchema } from '../change-password.ts';

export const changePassword = endpoint(
  'POST /api/auth/password-change',
  'Change the password (the old one is checked)',
  {
    body: ChangePasswordBodySchema,
    answer: { 204: z.null() },
  },
);
