import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { subscribe, unsubscribe } from './push.service.ts';

/** Web push: the public key and the browser's subscription (decision 51). */
export default async function pushRoutes(app: FastifyInstance) {
  // Every notification's push goes out as this job, after its transaction (the notifier sends it).
  app.jobs.define(app.notifier.pushJob);
  const route = routes(app, { access: 'signedIn' });
  const api = notificationsApi;

  route(api.pushKey, { access: 'public' }, async () => ({ publicKey: (await app.vapid.keys()).publicKey }));
  route(api.subscribePush, async (request, reply) => {
    const { created } = await subscribe(app.db, app.config.push, requireUser(request).id, request.body);
    return reply.status(created ? 201 : 200).send({ success: true, created });
  });
  route(api.unsubscribePush, async (request) => {
    await unsubscribe(app.db, requireUser(request).id, request.body.endpoint);
    return null;
  });
}
