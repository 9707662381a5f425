import { ListCallingCodesResponseSchema } from '@school/domain/reference/contracts/list-calling-codes';
import {
  ListCountriesResponseSchema,
  LocaleQuerySchema,
} from '@school/domain/reference/contracts/list-countries';
import {
  ListMunicipalitiesQuerySchema,
  ListMunicipalitiesResponseSchema,
} from '@school/domain/reference/contracts/list-municipalities';
import { ListPicklistsResponseSchema } from '@school/domain/reference/contracts/list-picklists';
import {
  ListProvincesQuerySchema,
  ListProvincesResponseSchema,
} from '@school/domain/reference/contracts/list-provinces';
import { ListRegionsResponseSchema } from '@school/domain/reference/contracts/list-regions';
import {
  ListSchoolsQuerySchema,
  ListSchoolsResponseSchema,
} from '@school/domain/reference/contracts/list-schools';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { sendCachedJson } from '../../lib/http-cache.ts';
import {
  callingCodesAnswer,
  countriesAnswer,
  municipalitiesAnswer,
  picklistsAnswer,
  provincesAnswer,
  regionsAnswer,
  schoolsAnswer,
} from './reference.service.ts';
import { referenceData } from './reference-data.ts';

const tags = ['reference'];
/** The lists from packages change only with a deployment. */
const STATIC_MAX_AGE = 86_400;
/** The institutes change with an import. */
const SCHOOLS_MAX_AGE = 300;
const notModified = { 304: z.null().describe('Not modified (If-None-Match)') };

/**
 * Public reference data (no sign-in), cacheable: Cache-Control and an ETag on every answer, 304
 * when the client already has it. Served from memory (decision 0014).
 */
export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Build the lists now, not on the first request.
  referenceData();

  app.get(
    '/reference/countries',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Countries: the Italian name (key saved) and the name in the locale, plus the stateless entry',
        querystring: LocaleQuerySchema,
        response: { 200: ListCountriesResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, countriesAnswer(request.query.locale), STATIC_MAX_AGE),
  );

  app.get(
    '/reference/calling-codes',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'International calling codes (Name, Prefisso_internazionale__c)',
        querystring: LocaleQuerySchema,
        response: { 200: ListCallingCodesResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, callingCodesAnswer(request.query.locale), STATIC_MAX_AGE),
  );

  app.get(
    '/reference/regions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Italian regions',
        response: { 200: ListRegionsResponseSchema, ...notModified },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, regionsAnswer(), STATIC_MAX_AGE),
  );

  app.get(
    '/reference/provinces',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Italian provinces ("PR - Parma"), of a region when given; "EE - For Foreign Country" last',
        querystring: ListProvincesQuerySchema,
        response: { 200: ListProvincesResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, provincesAnswer(request.query.region), STATIC_MAX_AGE),
  );

  app.get(
    '/reference/municipalities',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Italian municipalities of a province and/or matching a search text',
        querystring: ListMunicipalitiesQuerySchema,
        response: { 200: ListMunicipalitiesResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, municipalitiesAnswer(request.query), STATIC_MAX_AGE),
  );

  app.get(
    '/reference/schools',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Italian hotel and culinary institutes filtered by region, province, city and text',
        querystring: ListSchoolsQuerySchema,
        response: { 200: ListSchoolsResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { region, province, city, q } = request.query;
      const answer = await schoolsAnswer(app.db, { region, province, city, query: q });
      return sendCachedJson(request, reply, answer, SCHOOLS_MAX_AGE);
    },
  );

  app.get(
    '/reference/picklists',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Qualification, how heard and English level as the locale shows them (IT_ / EN_)',
        querystring: LocaleQuerySchema,
        response: { 200: ListPicklistsResponseSchema, ...notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendCachedJson(request, reply, picklistsAnswer(request.query.locale), STATIC_MAX_AGE),
  );
}
