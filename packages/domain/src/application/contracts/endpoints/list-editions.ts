import { endpoint } from '../../../shared/endpoint.ts';
import { ListOpenEditionsResponseSchema } from '../list-editions.ts';

export const listEditions = endpoint(
  'GET /api/application/editions',
  'The course editions open to applications (public)',
  { answer: ListOpenEditionsResponseSchema },
);
