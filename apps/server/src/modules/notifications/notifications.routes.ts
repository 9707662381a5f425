import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import { isNotificationKind } from '@school/domain/notifications/kinds';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  countForUser,
  listForUser,
  markAllRead,
  markRead,
  readPreferences,
  writePreferences,
} from './notifications.repository.ts';

/**
 * The person's notifications (the bell, the notifications page) and their choices per kind and
 * channel (decision 51).
 */
export default async function notificationsRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'signedIn' });
  const api = notificationsApi;

  route(api.listNotifications, async (request) => {
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
  });
  route(api.markRead, async (request) => {
    const user = requireUser(request);
    if (!(await markRead(app.db, user.id, request.params.id))) throw notFound();
    return null;
  });
  route(api.markAllRead, async (request) => ({ marked: await markAllRead(app.db, requireUser(request).id) }));
  route(api.getPreferences, async (request) => ({
    preferences: await readPreferences(app.db, requireUser(request).id),
  }));
  route(api.savePreferences, async (request) => {
    const user = requireUser(request);
    await writePreferences(app.db, user.id, request.body.preferences);
    return { preferences: await readPreferences(app.db, user.id) };
  });
}
