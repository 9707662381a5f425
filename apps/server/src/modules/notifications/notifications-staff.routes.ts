import * as staffNotificationsApi from '@school/domain/notifications/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { broadcastJob, countAudience, createBroadcast, listBroadcasts } from './broadcasts.service.ts';

/**
 * The secretariat's composer (area `notifications`), under /api/staff: the group's size, the
 * broadcasts, sent through the job runner in batches.
 */
export default async function notificationsStaffRoutes(app: FastifyInstance) {
  const job = broadcastJob(app.db, app.notifier);
  app.jobs.define(job);
  const route = routes(app, { access: staffOnly('Segreteria') });
  const api = staffNotificationsApi;

  route(api.audience, async (request) => ({ recipients: await countAudience(app.db, request.query) }));
  route(api.listBroadcasts, () => listBroadcasts(app.db));
  route(api.createBroadcast, (request) =>
    createBroadcast(app.db, app.notifier, job, requireUser(request).id, request.body),
  );
}
