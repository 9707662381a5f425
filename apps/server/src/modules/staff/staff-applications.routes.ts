import { StaffApplicationFormResponseSchema } from '@school/domain/staff/contracts/application-form';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import {
  EditionApplicationsCsvQuerySchema,
  ListEditionApplicationsQuerySchema,
  ListEditionApplicationsResponseSchema,
} from '@school/domain/staff/contracts/list-applications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAttachment } from '../../lib/csv.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import {
  applicationsCsv,
  getApplicationForm,
  listApplicationsOfEdition,
} from './staff-applications.service.ts';

const tags = ['staff'];
const SECRETARIAT = staffOnly('Segreteria');

/** The secretariat's list of an edition's applications, under /api/staff (Segreteria). */
export default async function staffApplicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/applications',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary:
          'The applications of a course edition (product code), filtered by status, current step, start date and fee; sorted; paginated',
        querystring: ListEditionApplicationsQuerySchema,
        response: { 200: ListEditionApplicationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listApplicationsOfEdition(app.db, request.query),
  );

  app.get(
    '/applications.csv',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'The same list as CSV, every row (400 staff.csvTooLarge beyond the row limit)',
        querystring: EditionApplicationsCsvQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const csv = await applicationsCsv(app.db, request.query);
      return reply.headers(csvAttachment(`applications-${request.query.edition}.csv`)).send(csv);
    },
  );

  app.get(
    '/applications/:id/form',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: "What the applicant entered in steps 1-6, the form's files, the step reached and the fee",
        params: IdParamsSchema,
        response: { 200: StaffApplicationFormResponseSchema, ...errorResponses },
      },
    },
    async (request) => getApplicationForm(app.db, request.params.id),
  );
}
