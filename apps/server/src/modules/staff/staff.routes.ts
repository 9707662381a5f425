import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { documentFileHandler } from '../candidate/document-download.ts';
import {
  addInstalment,
  approveDocument,
  enableVisa,
  getBillingEditing,
  getStaffApplication,
  listAudit,
  listCandidates,
  recordPayment,
  rejectDocument,
  requestDocument,
  setBillingEditing,
  setClothingEditing,
  setVisaAppointments,
  updateApplicationStatus,
} from './staff.service.ts';

/**
 * The staff console's routes for the secretariat (the candidate area's "Staff side"), under
 * /api/staff: staff with the permission "Segreteria"; 404 to anyone who is not staff, 403 to staff
 * without it (`staffOnly`).
 */
export default async function staffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Segreteria') });
  const api = staffApi;

  route(api.listCandidates, (request) => listCandidates(app.db, request.query));
  route(api.getApplication, (request) => getStaffApplication(app.db, request.params.id));
  route(api.setStatus, (request) =>
    updateApplicationStatus(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.requestDocument, (request) =>
    requestDocument(app.db, app.notifier, byOf(request), request.params.id, request.body),
  );
  route(api.addInstalment, (request) =>
    addInstalment(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.enableVisa, (request) => enableVisa(app.db, byOf(request), request.params.id, request.body));
  route(api.setVisaAppointments, (request) =>
    setVisaAppointments(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.setClothingEditing, (request) =>
    setClothingEditing(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.approveDocument, (request) =>
    approveDocument(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.rejectDocument, (request) =>
    rejectDocument(app.db, app.notifier, byOf(request), request.params.id, request.body),
  );
  route(api.documentFile, documentFileHandler(app));
  route(api.recordPayment, (request) =>
    recordPayment(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.setBillingEditing, (request) =>
    setBillingEditing(app.db, byOf(request), request.params.userId, request.params.kind, request.body),
  );
  route(api.getBillingEditing, (request) =>
    getBillingEditing(app.db, request.params.userId, request.params.kind),
  );
  route(api.listAudit, { access: staffOnly('Amministrazione') }, (request) =>
    listAudit(app.db, request.query),
  );
  route(api.recordHistory, { access: staffOnly('any') }, (request) =>
    listAudit(app.db, { table: request.params.table, recordId: request.params.id, ...request.query }),
  );
}
