import { endpoint } from '../../../shared/endpoint.ts';
import { UserResponseSchema } from '../get-me.ts';
import { SignUpBodySchema } from '../sign-up.ts';

export const signUp = endpoint('POST /api/auth/signup', 'Create an account and sign in', {
  body: SignUpBodySchema,
  answer: { 201: UserResponseSchema },
});
