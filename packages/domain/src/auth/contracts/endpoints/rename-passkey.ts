import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { PasskeyResponseSchema, RenamePasskeyBodySchema } from '../passkeys.ts';

export const renamePasskey = endpoint(
  'PATCH /api/auth/passkeys/:id',
  'Rename one of the signed-in person’s passkeys',
  {
    params: IdParamsSchema,
    body: RenamePasskeyBodySchema,
    answer: PasskeyResponseSchema,
  },
);
