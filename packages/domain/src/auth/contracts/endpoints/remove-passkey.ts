import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';

export const removePasskey = endpoint(
  'DELETE /api/auth/passkeys/:id',
  'Remove one of the signed-in person’s passkeys (not the last way in without a password or Google/Apple)',
  { params: IdParamsSchema, answer: { 204: z.null() } },
);
