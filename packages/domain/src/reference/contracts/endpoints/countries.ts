import { endpoint } from '../../../shared/endpoint.ts';
import { ListCountriesResponseSchema, LocaleQuerySchema } from '../list-countries.ts';
import { NotModifiedSchema } from '../not-modified.ts';

export const countries = endpoint(
  'GET /api/reference/countries',
  'Countries: the Italian name (key saved) and the name in the locale, plus the stateless entry',
  { querystring: LocaleQuerySchema, answer: { 200: ListCountriesResponseSchema, 304: NotModifiedSchema } },
);
