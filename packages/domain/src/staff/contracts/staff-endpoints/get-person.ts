import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { GetPersonResponseSchema } from '../people.ts';

export const getPerson = endpoint(
  'GET /api/staff/people/:id',
  'A person: account, categories, permissions, claimed role, enrolments with their flags, versions',
  { params: IdParamsSchema, answer: GetPersonResponseSchema },
);
