import {
  PushKeyResponseSchema,
  SubscribePushBodySchema,
  SubscribePushResponseSchema,
  UnsubscribePushBodySchema,
} from '@school/domain/notifications/contracts/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { subscribe, unsubscribe } from './push.service.ts';

const tags = ['notifications'];

/** Web push: the public key and the browser's subscription (decision 51). */
export default async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every notification's push goes out as this job, after its transaction (the notifier sends it).
  app.jobs.define(app.notifier.pushJob);

  app.get(
    '/push/key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The VAPID public key the browser subscribes with',
        response: { 200: PushKeyResponseSchema, ...errorResponses },
      },
    },
    async () => ({ publicKey: (await app.vapid.keys()).publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Keep this browser's push subscription (subscribePush)",
        body: SubscribePushBodySchema,
        response: { 200: SubscribePushResponseSchema, 201: SubscribePushResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { created } = await subscribe(app.db, app.config.push, requireUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send({ success: true, created });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Forget one of the person's push subscriptions",
        body: UnsubscribePushBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await unsubscribe(app.db, requireUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
