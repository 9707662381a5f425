import { endpoint } from '../../../shared/endpoint.ts';
import { ChangeEmailBodySchema } from '../change-email.ts';
import { UserResponseSchema } from '../get-me.ts';

export const changeEmail = endpoint(
  'POST /api/auth/email-change',
  'Change the contact e-mail (new and confirmation)',
  {
    body: ChangeEmailBodySchema,
    answer: UserResponseSchema,
  },
);
