import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffPasskeysResponseSchema } from '../passkeys.ts';

export const listPersonPasskeys = endpoint(
  'GET /api/staff/people/:id/passkeys',
  'A person’s passkeys: name, created, last used, version',
  { params: IdParamsSchema, answer: StaffPasskeysResponseSchema },
);
