import { endpoint } from '../../../shared/endpoint.ts';
import { ListEditionsResponseSchema } from '../editions.ts';

export const listEditions = endpoint(
  'GET /api/staff/editions',
  'Every course edition with its number of applications and its version (any staff)',
  { answer: ListEditionsResponseSchema },
);
