import { RecordEventBodySchema } from '@school/domain/notifications/contracts/analytics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEvents } from '../../db/schema/index.ts';
import { errorResponses } from '../../lib/error-schema.ts';

/**
 * Our own analytics: an allow-listed event (the install prompt's outcome) stored in our database,
 * with the signed-in person when there is one. Public: a visitor can install the app too.
 */
export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/analytics/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event (allow-listed names only)',
        body: RecordEventBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.db
        .insert(analyticsEvents)
        .values({ name: request.body.name, userId: request.user?.id ?? null });
      return reply.status(204).send(null);
    },
  );
}
