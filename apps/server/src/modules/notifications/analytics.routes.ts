import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { analyticsEvents } from '../../db/schema/index.ts';
import { routes } from '../../plugins/app/endpoints.ts';

/**
 * Our own analytics: an allow-listed event (the install prompt's outcome) stored in our database,
 * with the signed-in person when there is one. Public: a visitor can install the app too.
 */
export default async function analyticsRoutes(app: FastifyInstance) {
  const route = routes(app, { access: 'public' });

  route(notificationsApi.recordEvent, async (request) => {
    await app.db
      .insert(analyticsEvents)
      .values({ name: request.body.name, userId: request.user?.id ?? null });
    return null;
  });
}
