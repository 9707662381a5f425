import { endpoint } from '../../../shared/endpoint.ts';
import { ListErasuresQuerySchema, ListErasuresResponseSchema } from '../staff-privacy.ts';

export const listErasures = endpoint(
  'GET /api/staff/privacy/erasures',
  'Erasure requests by status and person, oldest first; paged',
  { querystring: ListErasuresQuerySchema, answer: ListErasuresResponseSchema },
);
