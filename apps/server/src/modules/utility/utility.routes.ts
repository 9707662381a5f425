import { canSeeUtility } from '@school/domain/access/rules';
import * as utilityApi from '@school/domain/utility/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireProfile } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { getUtility } from './utility.service.ts';

/** Utility (specification 000, section 2): the badge, PIN, lockers and digital books. */
export default async function utilityRoutes(app: FastifyInstance) {
  const route = routes(app, { access: canSeeUtility });

  route(utilityApi.getUtility, async (request, reply) => {
    // The answer holds the PIN: no shared or browser HTTP cache keeps it (the web app's service
    // worker keeps its own copy for offline use, cleared at logout).
    reply.header('cache-control', 'private, no-store');
    return getUtility(app.db, await requireProfile(request), checkedSubject(request));
  });
}
