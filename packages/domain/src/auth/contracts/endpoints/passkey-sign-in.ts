import { endpoint } from '../../../shared/endpoint.ts';
import { UserResponseSchema } from '../get-me.ts';
import { PasskeySignInBodySchema } from '../passkeys.ts';

export const passkeySignIn = endpoint(
  'POST /api/auth/passkeys/sign-in',
  'Sign in with a passkey: the browser’s answer to the sign-in challenge',
  { body: PasskeySignInBodySchema, answer: UserResponseSchema },
);
