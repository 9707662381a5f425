import { endpoint } from '../../../shared/endpoint.ts';
import { ListPeopleQuerySchema, ListPeopleResponseSchema } from '../people.ts';

export const listPeople = endpoint(
  'GET /api/staff/people',
  'People: search name, e-mail, username, tax code, registration number; filter by category, blocked, claimed role; sorted, paged',
  { querystring: ListPeopleQuerySchema, answer: ListPeopleResponseSchema },
);
