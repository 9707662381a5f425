import { endpoint } from '../../../shared/endpoint.ts';
import { ListPasskeysResponseSchema } from '../passkeys.ts';

export const listPasskeys = endpoint(
  'GET /api/auth/passkeys',
  'The signed-in person’s passkeys (name, created, last used) and their other ways in',
  { answer: ListPasskeysResponseSchema },
);
