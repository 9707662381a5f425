import {
  ErasureDecisionBodySchema,
  ListErasuresQuerySchema,
  ListErasuresResponseSchema,
  RetentionOverviewResponseSchema,
  RetentionRunSchema,
  StaffErasureSchema,
} from '@school/domain/privacy/contracts/staff-privacy';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { privacyDeps } from './privacy.routes.ts';
import { retentionOverview, runRetention } from './privacy-retention.ts';
import { decideErasure, getErasure, listErasures } from './privacy-staff.service.ts';

const tags = ['staff'];
const SECRETARIAT = staffOnly('Segreteria');

/**
 * Privacy in the staff console (Segreteria, area `privacy`), under /api/staff/privacy: erasure
 * requests and data retention. Contracts: `packages/domain/src/privacy/contracts/staff-privacy.ts`.
 */
export default async function privacyStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = privacyDeps(app);

  app.get(
    '/privacy/erasures',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Erasure requests by status and person, oldest first; paged',
        querystring: ListErasuresQuerySchema,
        response: { 200: ListErasuresResponseSchema, ...errorResponses },
      },
    },
    async (request) => listErasures(app.db, request.query),
  );

  app.get(
    '/privacy/erasures/:id',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'An erasure request with what its erasure keeps and why',
        params: IdParamsSchema,
        response: { 200: StaffErasureSchema, ...errorResponses },
      },
    },
    async (request) => getErasure(app.db, request.params.id),
  );

  app.post(
    '/privacy/erasures/:id/decision',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Confirm (the erasure runs) or refuse with a reason, on the version read',
        params: IdParamsSchema,
        body: ErasureDecisionBodySchema,
        response: { 200: StaffErasureSchema, ...errorResponses },
      },
    },
    async (request) => decideErasure(deps, requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/privacy/retention',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'What is due for deletion within 30 days, and the latest retention runs',
        response: { 200: RetentionOverviewResponseSchema, ...errorResponses },
      },
    },
    async () => retentionOverview(app.db),
  );

  app.post(
    '/privacy/retention/run',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Run the retention check now (what is due and not held is deleted)',
        response: { 200: RetentionRunSchema, ...errorResponses },
      },
    },
    async (request) => {
      const counts = await runRetention(deps, requireUser(request).id);
      const [latest] = (await retentionOverview(app.db)).runs;
      return latest ?? { at: new Date().toISOString(), by: null, ...counts };
    },
  );
}
