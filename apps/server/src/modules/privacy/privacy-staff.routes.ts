import * as staffPrivacyApi from '@school/domain/privacy/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { privacyDeps } from './privacy.routes.ts';
import { retentionOverview, runRetention } from './privacy-retention.ts';
import { decideErasure, getErasure, listErasures } from './privacy-staff.service.ts';

/**
 * Privacy in the staff console (Segreteria, area `privacy`), under /api/staff/privacy: erasure
 * requests and data retention. Contracts: `packages/domain/src/privacy/contracts/staff-privacy.ts`.
 */
export default async function privacyStaffRoutes(app: FastifyInstance) {
  const deps = privacyDeps(app);
  const route = routes(app, { access: staffOnly('Segreteria') });

  route(staffPrivacyApi.listErasures, async (request) => listErasures(app.db, request.query));

  route(staffPrivacyApi.getErasure, async (request) => getErasure(app.db, request.params.id));

  route(staffPrivacyApi.decideErasure, async (request) =>
    decideErasure(deps, requireUser(request).id, request.params.id, request.body),
  );

  route(staffPrivacyApi.retentionOverview, async () => retentionOverview(app.db));

  route(staffPrivacyApi.runRetention, async (request) => {
    const counts = await runRetention(deps, requireUser(request).id);
    const [latest] = (await retentionOverview(app.db)).runs;
    return latest ?? { at: new Date().toISOString(), by: null, ...counts };
  });
}
