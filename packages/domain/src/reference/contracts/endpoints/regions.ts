import { endpoint } from '../../../shared/endpoint.ts';
import { ListRegionsResponseSchema } from '../list-regions.ts';
import { NotModifiedSchema } from '../not-modified.ts';

export const regions = endpoint('GET /api/reference/regions', 'Italian regions', {
  answer: { 200: ListRegionsResponseSchema, 304: NotModifiedSchema },
});
