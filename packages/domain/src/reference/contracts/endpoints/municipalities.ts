import { endpoint } from '../../../shared/endpoint.ts';
import { ListMunicipalitiesQuerySchema, ListMunicipalitiesResponseSchema } from '../list-municipalities.ts';
import { NotModifiedSchema } from '../not-modified.ts';

export const municipalities = endpoint(
  'GET /api/reference/municipalities',
  'Italian municipalities of a province and/or matching a search text',
  {
    querystring: ListMunicipalitiesQuerySchema,
    answer: { 200: ListMunicipalitiesResponseSchema, 304: NotModifiedSchema },
  },
);
