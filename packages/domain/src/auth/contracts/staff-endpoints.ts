import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
import {
  RemoveStaffPasskeyQuerySchema,
  StaffPasskeyParamsSchema,
  StaffPasskeysResponseSchema,
} from './passkeys.ts';

/** A person's passkeys on the console's person page. */
export const staffAuthApi = {
  listPersonPasskeys: endpoint(
    'GET /api/staff/people/:id/passkeys',
    'A person’s passkeys: name, created, last used, version',
    { params: IdParamsSchema, answer: StaffPasskeysResponseSchema },
  ),
  removePersonPasskey: endpoint(
    'DELETE /api/staff/people/:id/passkeys/:passkeyId',
    'Remove a person’s passkey on the version read (audited)',
    {
      params: StaffPasskeyParamsSchema,
      querystring: RemoveStaffPasskeyQuerySchema,
      answer: { 204: z.null() },
    },
  ),
};
