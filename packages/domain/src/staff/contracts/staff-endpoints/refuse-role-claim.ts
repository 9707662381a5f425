import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { PersonChangeResponseSchema, RefuseRoleClaimBodySchema } from '../people.ts';

export const refuseRoleClaim = endpoint(
  'POST /api/staff/people/:id/role-claim/refuse',
  'Refuse a role claimed at sign-up; mail',
  {
    params: IdParamsSchema,
    body: RefuseRoleClaimBodySchema,
    answer: PersonChangeResponseSchema,
  },
);
