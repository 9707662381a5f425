import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { PersonChangeResponseSchema, SetBlockedBodySchema } from '../people.ts';

export const setBlocked = endpoint('PUT /api/staff/people/:id/blocked', 'Block or unblock a person', {
  params: IdParamsSchema,
  body: SetBlockedBodySchema,
  answer: PersonChangeResponseSchema,
});
