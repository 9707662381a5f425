import { endpoint } from '../../../shared/endpoint.ts';
import { ListProvincesQuerySchema, ListProvincesResponseSchema } from '../list-provinces.ts';
import { NotModifiedSchema } from '../not-modified.ts';

export const provinces = endpoint(
  'GET /api/reference/provinces',
  'Italian provinces ("PR - Parma"), of a region when given; "EE - For Foreign Country" last',
  {
    querystring: ListProvincesQuerySchema,
    answer: { 200: ListProvincesResponseSchema, 304: NotModifiedSchema },
  },
);
