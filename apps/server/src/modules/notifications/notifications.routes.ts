import {
  ListNotificationsQuerySchema,
  ListNotificationsResponseSchema,
  MarkAllReadResponseSchema,
} from '@school/domain/notifications/contracts/list-notifications';
import {
  PreferencesResponseSchema,
  UpdatePreferencesBodySchema,
} from '@school/domain/notifications/contracts/preferences';
import { isNotificationKind } from '@school/domain/notifications/kinds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import {
  countForUser,
  listForUser,
  markAllRead,
  markRead,
  readPreferences,
  writePreferences,
} from './notifications.repository.ts';

const tags = ['notifications'];

/**
 * The person's notifications (the bell, the notifications page) and their choices per kind and
 * channel (decision 51).
 */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first, with the unread count",
        querystring: ListNotificationsQuerySchema,
        response: { 200: ListNotificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, pageSize } = request.query;
      const [rows, counts] = await Promise.all([
        listForUser(app.db, user.id, page, pageSize),
        countForUser(app.db, user.id),
      ]);
      return {
        ...counts,
        items: rows.map((n) => ({
          id: n.id,
          kind: isNotificationKind(n.kind) ? n.kind : 'school',
          title: n.title,
          body: n.body,
          url: n.url,
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

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: MarkAllReadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ marked: await markAllRead(app.db, requireUser(request).id) }),
  );

  app.get(
    '/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The choices per kind of notification and channel (in-app, push, mail)',
        response: { 200: PreferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ preferences: await readPreferences(app.db, requireUser(request).id) }),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Change the choices per kind and channel',
        body: UpdatePreferencesBodySchema,
        response: { 200: PreferencesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await writePreferences(app.db, user.id, request.body.preferences);
      return { preferences: await readPreferences(app.db, user.id) };
    },
  );
}
