import { endpoint } from '../../../shared/endpoint.ts';
import { CeremonyOptionsResponseSchema } from '../passkeys.ts';

export const passkeyRegistrationOptions = endpoint(
  'POST /api/auth/passkeys/registration-options',
  'Start adding a passkey: the options for navigator.credentials.create()',
  { answer: CeremonyOptionsResponseSchema },
);
