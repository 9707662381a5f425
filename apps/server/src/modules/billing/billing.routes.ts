import { hasExtendedData } from '@school/domain/access/rules';
import * as billingApi from '@school/domain/billing/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireProfile } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { confirmBilling, getBilling, saveBilling } from './billing.service.ts';

/** Profile → Billing (specification 000: "Billing (extended users only)"). */
export default async function billingRoutes(app: FastifyInstance) {
  const route = routes(app, { access: hasExtendedData });
  const api = billingApi;

  route(api.getBilling, async (request) => getBilling(app.db, await requireProfile(request)));
  route(api.saveCourse, async (request) =>
    saveBilling(app.db, await requireProfile(request), 'course', request.body),
  );
  route(api.saveHousing, async (request) =>
    saveBilling(app.db, await requireProfile(request), 'housing', request.body),
  );
  route(api.confirmCourse, async (request) =>
    confirmBilling(app.db, await requireProfile(request), 'course', request.body),
  );
  route(api.confirmHousing, async (request) =>
    confirmBilling(app.db, await requireProfile(request), 'housing', request.body),
  );
}
