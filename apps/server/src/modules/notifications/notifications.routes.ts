import { ListNotificationsResponseSchema } from '@school/domain/notifications/contracts/list-notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { countUnread, listForUser, markRead } from './notifications.repository.ts';

const tags = ['notifications'];

export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The signed-in user's notifications and unread count",
        response: { 200: ListNotificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [rows, unread] = await Promise.all([
        listForUser(app.db, user.id, 50),
        countUnread(app.db, user.id),
      ]);
      return {
        unread,
        items: rows.map((n) => ({
          id: n.id,
          title: n.title,
          body: n.body,
          createdAt: n.createdAt.toISOString(),
          readAt: n.readAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Mark a notification read',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await markRead(app.db, user.id, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
