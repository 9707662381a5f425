import { endpoint } from '../../../shared/endpoint.ts';
import { UserResponseSchema } from '../get-me.ts';
import { LogInBodySchema } from '../log-in.ts';

export const logIn = endpoint('POST /api/auth/login', 'Sign in with username and password', {
  body: LogInBodySchema,
  answer: UserResponseSchema,
});
