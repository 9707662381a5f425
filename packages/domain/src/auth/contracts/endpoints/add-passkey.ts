import { endpoint } from '../../../shared/endpoint.ts';
import { AddPasskeyBodySchema, PasskeyResponseSchema } from '../passkeys.ts';

export const addPasskey = endpoint(
  'POST /api/auth/passkeys',
  'Add a passkey: its name and the browser’s registration answer',
  { body: AddPasskeyBodySchema, answer: { 201: PasskeyResponseSchema } },
);
