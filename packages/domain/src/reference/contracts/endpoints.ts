import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ListCallingCodesResponseSchema } from './list-calling-codes.ts';
import { ListCountriesResponseSchema, LocaleQuerySchema } from './list-countries.ts';
import { ListMunicipalitiesQuerySchema, ListMunicipalitiesResponseSchema } from './list-municipalities.ts';
import { ListPicklistsResponseSchema } from './list-picklists.ts';
import { ListProvincesQuerySchema, ListProvincesResponseSchema } from './list-provinces.ts';
import { ListRegionsResponseSchema } from './list-regions.ts';
import { ListSchoolsQuerySchema, ListSchoolsResponseSchema } from './list-schools.ts';

/** Every reference list answers 304 when the client already has it (its ETag in If-None-Match). */
const NotModifiedSchema = z.null().describe('Not modified (If-None-Match)');

/** The public reference data (no sign-in), cacheable. */
export const referenceApi = {
  countries: endpoint(
    'GET /api/reference/countries',
    'Countries: the Italian name (key saved) and the name in the locale, plus the stateless entry',
    { querystring: LocaleQuerySchema, answer: { 200: ListCountriesResponseSchema, 304: NotModifiedSchema } },
  ),
  callingCodes: endpoint(
    'GET /api/reference/calling-codes',
    'International calling codes (Name, Prefisso_internazionale__c)',
    {
      querystring: LocaleQuerySchema,
      answer: { 200: ListCallingCodesResponseSchema, 304: NotModifiedSchema },
    },
  ),
  regions: endpoint('GET /api/reference/regions', 'Italian regions', {
    answer: { 200: ListRegionsResponseSchema, 304: NotModifiedSchema },
  }),
  provinces: endpoint(
    'GET /api/reference/provinces',
    'Italian provinces ("PR - Parma"), of a region when given; "EE - For Foreign Country" last',
    {
      querystring: ListProvincesQuerySchema,
      answer: { 200: ListProvincesResponseSchema, 304: NotModifiedSchema },
    },
  ),
  municipalities: endpoint(
    'GET /api/reference/municipalities',
    'Italian municipalities of a province and/or matching a search text',
    {
      querystring: ListMunicipalitiesQuerySchema,
      answer: { 200: ListMunicipalitiesResponseSchema, 304: NotModifiedSchema },
    },
  ),
  schools: endpoint(
    'GET /api/reference/schools',
    'Italian hotel and culinary institutes filtered by region, province, city and text',
    {
      querystring: ListSchoolsQuerySchema,
      answer: { 200: ListSchoolsResponseSchema, 304: NotModifiedSchema },
    },
  ),
  picklists: endpoint(
    'GET /api/reference/picklists',
    'Qualification, how heard and English level as the locale shows them (IT_ / EN_)',
    { querystring: LocaleQuerySchema, answer: { 200: ListPicklistsResponseSchema, 304: NotModifiedSchema } },
  ),
};
