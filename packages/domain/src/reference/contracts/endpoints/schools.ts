import { endpoint } from '../../../shared/endpoint.ts';
import { ListSchoolsQuerySchema, ListSchoolsResponseSchema } from '../list-schools.ts';
import { NotModifiedSchema } from '../not-modified.ts';

export const schools = endpoint(
  'GET /api/reference/schools',
  'Italian hotel and culinary institutes filtered by region, province, city and text',
  {
    querystring: ListSchoolsQuerySchema,
    answer: { 200: ListSchoolsResponseSchema, 304: NotModifiedSchema },
  },
);
