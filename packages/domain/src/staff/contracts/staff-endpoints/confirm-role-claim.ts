import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { ConfirmRoleClaimBodySchema, PersonChangeResponseSchema } from '../people.ts';

export const confirmRoleClaim = endpoint(
  'POST /api/staff/people/:id/role-claim/confirm',
  'Confirm a role claimed at sign-up: grant its category (and link the registration number); mail',
  { params: IdParamsSchema, body: ConfirmRoleClaimBodySchema, answer: PersonChangeResponseSchema },
);
