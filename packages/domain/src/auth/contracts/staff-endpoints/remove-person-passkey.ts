import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { RemoveStaffPasskeyQuerySchema, StaffPasskeyParamsSchema } from '../passkeys.ts';

export const removePersonPasskey = endpoint(
  'DELETE /api/staff/people/:id/passkeys/:passkeyId',
  'Remove a person’s passkey on the version read (audited)',
  {
    params: StaffPasskeyParamsSchema,
    querystring: RemoveStaffPasskeyQuerySchema,
    answer: { 204: z.null() },
  },
);
