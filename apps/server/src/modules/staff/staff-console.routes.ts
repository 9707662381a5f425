import {
  ListDocumentQueueQuerySchema,
  ListDocumentQueueResponseSchema,
} from '@school/domain/staff/contracts/document-queue';
import { StaffOverviewResponseSchema } from '@school/domain/staff/contracts/overview';
import {
  ListVisaQueueQuerySchema,
  ListVisaQueueResponseSchema,
} from '@school/domain/staff/contracts/visa-queue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { getDocumentQueue, getOverview, getVisaQueue } from './staff-console.service.ts';

const tags = ['staff'];
const SECRETARIAT = staffOnly('Segreteria');

/** The console's home counts, the document validation queue and the visa queue (Segreteria). */
export default async function staffConsoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/overview',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'What needs the secretariat: documents, applications, visas, billing forms',
        response: { 200: StaffOverviewResponseSchema, ...errorResponses },
      },
    },
    async () => getOverview(app.db),
  );

  app.get(
    '/documents',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'The documents of every candidate, awaiting validation first, oldest first',
        querystring: ListDocumentQueueQuerySchema,
        response: { 200: ListDocumentQueueResponseSchema, ...errorResponses },
      },
    },
    async (request) => getDocumentQueue(app.db, request.query),
  );

  app.get(
    '/visas',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'The visas granted and waiting for the permit appointment, oldest first (or all)',
        querystring: ListVisaQueueQuerySchema,
        response: { 200: ListVisaQueueResponseSchema, ...errorResponses },
      },
    },
    async (request) => getVisaQueue(app.db, request.query),
  );
}
