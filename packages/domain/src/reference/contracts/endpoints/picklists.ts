import { endpoint } from '../../../shared/endpoint.ts';
import { LocaleQuerySchema } from '../list-countries.ts';
import { ListPicklistsResponseSchema } from '../list-picklists.ts';
import { NotModifiedSchema } from '../not-modified.ts';

export const picklists = endpoint(
  'GET /api/reference/picklists',
  'Qualification, how heard and English level as the locale shows them (IT_ / EN_)',
  { querystring: LocaleQuerySchema, answer: { 200: ListPicklistsResponseSchema, 304: NotModifiedSchema } },
);
