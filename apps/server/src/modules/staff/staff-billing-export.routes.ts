import {
  BillingExportQuerySchema,
  BillingExportsQuerySchema,
  BillingExportsResponseSchema,
} from '@school/domain/staff/contracts/billing-export';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAttachment } from '../../lib/csv.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { billingExportsState, exportBilling } from './staff-billing-export.service.ts';

const tags = ['staff'];
const SECRETARIAT = staffOnly('Segreteria');

/** The billing export of the confirmed billing forms, under /api/staff (Segreteria). */
export default async function staffBillingExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/billing/export.csv',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary:
          'The confirmed billing forms (course or housing; new since the last export, or all) as CSV in the CRM field names; recorded',
        querystring: BillingExportQuerySchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { csv, exportedAt } = await exportBilling(app.db, requireUser(request).id, request.query);
      const day = exportedAt.toISOString().slice(0, 10);
      return reply.headers(csvAttachment(`billing-${request.query.kind}-${day}.csv`)).send(csv);
    },
  );

  app.get(
    '/billing/exports',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'The last billing export of a kind and the forms confirmed since',
        querystring: BillingExportsQuerySchema,
        response: { 200: BillingExportsResponseSchema, ...errorResponses },
      },
    },
    async (request) => billingExportsState(app.db, request.query),
  );
}
