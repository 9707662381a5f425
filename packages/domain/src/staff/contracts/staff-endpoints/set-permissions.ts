import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { PersonChangeResponseSchema, SetPermissionsBodySchema } from '../people.ts';

export const setPermissions = endpoint(
  'PUT /api/staff/people/:id/permissions',
  'Set the web-app permissions (Abilitazioni_Webapp__pc)',
  { params: IdParamsSchema, body: SetPermissionsBodySchema, answer: PersonChangeResponseSchema },
);
