import {
  HousingStayParamsSchema,
  ListHousingStaysQuerySchema,
  ListHousingStaysResponseSchema,
  SaveHousingStayBodySchema,
  StaffHousingContractSchema,
} from '@school/domain/housing/contracts/staff-housing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { listHousingStays, saveHousingStay } from './housing-staff.service.ts';

const tags = ['staff'];
/** The secretariat's area `housing` (STAFF_PERMISSIONS). */
const SECRETARIAT = staffOnly('Segreteria');

/** The housing stays in the staff console, under /api/staff/housing. */
export default async function housingStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/housing/stays',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Housing contracts with their person and stay: search, with or without a stay, paged',
        querystring: ListHousingStaysQuerySchema,
        response: { 200: ListHousingStaysResponseSchema, ...errorResponses },
      },
    },
    async (request) => listHousingStays(app.db, request.query),
  );

  app.put(
    '/housing/stays/:enrolmentId',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary:
          "Assign (version null) or change a housing contract's stay on the version read: apartment, address, check-in and check-out",
        params: HousingStayParamsSchema,
        body: SaveHousingStayBodySchema,
        response: { 200: StaffHousingContractSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveHousingStay(app.db, requireUser(request).id, request.params.enrolmentId, request.body),
  );
}
