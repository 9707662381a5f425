import * as referenceApi from '@school/domain/reference/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { sendCachedJson } from '../../lib/kept-json.ts';
import { routes } from '../../plugins/app/endpoints.ts';
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

/** The lists from packages change only with a deployment. */
const STATIC_MAX_AGE = 86_400;
/** The institutes change with an import. */
const SCHOOLS_MAX_AGE = 300;

/**
 * Public reference data (no sign-in), cacheable: Cache-Control and an ETag on every answer, 304
 * when the client already has it. Served from memory (decision 0014).
 */
export default async function referenceRoutes(app: FastifyInstance) {
  // Build the lists now, not on the first request.
  referenceData();
  const route = routes(app, { access: 'public' });

  route(referenceApi.countries, async (request, reply) =>
    sendCachedJson(request, reply, countriesAnswer(request.query.locale), STATIC_MAX_AGE),
  );

  route(referenceApi.callingCodes, async (request, reply) =>
    sendCachedJson(request, reply, callingCodesAnswer(request.query.locale), STATIC_MAX_AGE),
  );

  route(referenceApi.regions, async (request, reply) =>
    sendCachedJson(request, reply, regionsAnswer(), STATIC_MAX_AGE),
  );

  route(referenceApi.provinces, async (request, reply) =>
    sendCachedJson(request, reply, provincesAnswer(request.query.region), STATIC_MAX_AGE),
  );

  route(referenceApi.municipalities, async (request, reply) =>
    sendCachedJson(request, reply, municipalitiesAnswer(request.query), STATIC_MAX_AGE),
  );

  route(referenceApi.schools, async (request, reply) => {
    const { region, province, city, q } = request.query;
    const answer = await schoolsAnswer(app.db, { region, province, city, query: q });
    return sendCachedJson(request, reply, answer, SCHOOLS_MAX_AGE);
  });

  route(referenceApi.picklists, async (request, reply) =>
    sendCachedJson(request, reply, picklistsAnswer(request.query.locale), STATIC_MAX_AGE),
  );
}
