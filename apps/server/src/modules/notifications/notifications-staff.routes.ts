import {
  AudienceQuerySchema,
  AudienceResponseSchema,
  BroadcastResponseSchema,
  CreateBroadcastBodySchema,
  ListBroadcastsResponseSchema,
} from '@school/domain/notifications/contracts/broadcasts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { broadcastJob, countAudience, createBroadcast, listBroadcasts } from './broadcasts.service.ts';

const tags = ['staff'];
const SECRETARIAT = staffOnly('Segreteria');

/**
 * The secretariat's composer (area `notifications`), under /api/staff: the group's size, the
 * broadcasts, sent through the job runner in batches.
 */
export default async function notificationsStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const job = broadcastJob(app.db, app.notifier);
  app.jobs.define(job);

  app.get(
    '/notifications/audience',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'How many people a group holds',
        querystring: AudienceQuerySchema,
        response: { 200: AudienceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ recipients: await countAudience(app.db, request.query) }),
  );

  app.get(
    '/notifications/broadcasts',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'The latest notifications sent to groups',
        response: { 200: ListBroadcastsResponseSchema, ...errorResponses },
      },
    },
    async () => listBroadcasts(app.db),
  );

  app.post(
    '/notifications/broadcasts',
    {
      config: { access: SECRETARIAT },
      schema: {
        tags,
        summary: 'Send a notification to a group (in batches, by the job runner)',
        body: CreateBroadcastBodySchema,
        response: { 201: BroadcastResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBroadcast(app.db, app.notifier, job, requireUser(request).id, request.body)),
  );
}
