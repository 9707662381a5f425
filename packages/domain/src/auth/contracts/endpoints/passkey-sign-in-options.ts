import { endpoint } from '../../../shared/endpoint.ts';
import { CeremonyOptionsResponseSchema } from '../passkeys.ts';

export const passkeySignInOptions = endpoint(
  'POST /api/auth/passkeys/sign-in-options',
  'Start a passkey sign-in: the options for navigator.credentials.get()',
  { answer: CeremonyOptionsResponseSchema },
);
