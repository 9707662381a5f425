import {
  CreateEditionBodySchema,
  ListEditionsResponseSchema,
  StaffEditionSchema,
  UpdateEditionBodySchema,
} from '@school/domain/staff/contracts/editions';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { changeEdition, createEdition, listEditions } from './staff-editions.service.ts';

const tags = ['staff'];
const ADMINISTRATION = staffOnly('Amministrazione');

/** The course editions, kept by Amministrazione (read by any staff member), under /api/staff. */
export default async function staffEditionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Read by any staff member: the secretariat picks an edition to list its applications.
  app.get(
    '/editions',
    {
      config: { access: staffOnly('any') },
      schema: {
        tags,
        summary: 'Every course edition with its number of applications and its version (any staff)',
        response: { 200: ListEditionsResponseSchema, ...errorResponses },
      },
    },
    async () => listEditions(app.db),
  );

  app.post(
    '/editions',
    {
      config: { access: ADMINISTRATION },
      schema: {
        tags,
        summary: 'Create a course edition (409 staff.editionExists when its product code is taken)',
        body: CreateEditionBodySchema,
        response: { 201: StaffEditionSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEdition(app.db, requireUser(request).id, request.body)),
  );

  app.put(
    '/editions/:id',
    {
      config: { access: ADMINISTRATION },
      schema: {
        tags,
        summary: 'Change a course edition (names, dates, open for applications, fee) on the version read',
        params: IdParamsSchema,
        body: UpdateEditionBodySchema,
        response: { 200: StaffEditionSchema, ...errorResponses },
      },
    },
    async (request) => changeEdition(app.db, requireUser(request).id, request.params.id, request.body),
  );
}
