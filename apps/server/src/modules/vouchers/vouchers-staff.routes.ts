import * as staffVouchersApi from '@school/domain/vouchers/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  createVouchers,
  disableVoucher,
  getVoucher,
  listVoucherEditions,
  listVouchers,
} from './vouchers-staff.service.ts';

const VOUCHERS = staffOnly('Segreteria');

/**
 * Vouchers kept by the secretariat (Segreteria, area `vouchers`), under /api/staff; see
 * `packages/domain/src/vouchers/contracts/staff-vouchers.ts`.
 */
export default async function vouchersStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: VOUCHERS });

  route(staffVouchersApi.listVouchers, (request) => listVouchers(app.db, request.query));
  route(staffVouchersApi.createVouchers, (request) => createVouchers(app.db, byOf(request), request.body));
  route(staffVouchersApi.listEditions, () => listVoucherEditions(app.db));
  route(staffVouchersApi.getVoucher, (request) => getVoucher(app.db, request.params.id));
  route(staffVouchersApi.disableVoucher, (request) =>
    disableVoucher(app.db, byOf(request), request.params.id, request.body),
  );
}
