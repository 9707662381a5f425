import * as staffBillingExportApi from '@school/domain/staff/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { csvAttachment } from '../../lib/csv.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { billingExportsState, exportBilling } from './staff-billing-export.service.ts';

/** The billing export of the confirmed billing forms, under /api/staff (Segreteria). */
export default async function staffBillingExportRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Segreteria') });
  const api = staffBillingExportApi;

  route(api.exportCsv, async (request, reply) => {
    const { csv, exportedAt } = await exportBilling(app.db, requireUser(request).id, request.query);
    const day = exportedAt.toISOString().slice(0, 10);
    return reply.headers(csvAttachment(`billing-${request.query.kind}-${day}.csv`)).send(csv);
  });
  route(api.exports, (request) => billingExportsState(app.db, request.query));
}
