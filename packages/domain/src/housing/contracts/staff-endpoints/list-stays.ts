import { endpoint } from '../../../shared/endpoint.ts';
import { ListHousingStaysQuerySchema, ListHousingStaysResponseSchema } from '../staff-housing.ts';

export const listStays = endpoint(
  'GET /api/staff/housing/stays',
  'Housing contracts with their person and stay: search, with or without a stay, paged',
  { querystring: ListHousingStaysQuerySchema, answer: ListHousingStaysResponseSchema },
);
