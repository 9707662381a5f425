import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  assignTicket,
  changeTicketStatus,
  createCategory,
  deleteCategory,
  getStaffTicket,
  listAssignees,
  listInbox,
  listStaffCategories,
  openStaffAttachment,
  replyAsStaff,
  updateCategory,
} from './tickets-staff.service.ts';

/**
 * Tickets kept by staff with Interventi (area `tickets`), under /api/staff/tickets. See
 * `packages/domain/src/tickets/contracts/staff-tickets.ts`.
 */
export default async function ticketsStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Interventi') });
  const api = staffTicketsApi;

  route(api.listInbox, (request) => listInbox(app.db, byOf(request), request.query));
  route(api.listAssignees, () => listAssignees(app.db));
  route(api.listCategories, () => listStaffCategories(app.db));
  route(api.createCategory, (request) => createCategory(app.db, byOf(request), request.body));
  route(api.updateCategory, (request) =>
    updateCategory(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.deleteCategory, async (request) => {
    await deleteCategory(app.db, byOf(request), request.params.id, request.query.version);
    return null;
  });
  route(api.getTicket, (request) => getStaffTicket(app.db, request.params.id));
  route(api.reply, (request) =>
    replyAsStaff({ db: app.db, notifier: app.notifier }, byOf(request), request.params.id, request.body.body),
  );
  route(api.assign, (request) => assignTicket(app.db, byOf(request), request.params.id, request.body));
  route(api.changeStatus, (request) =>
    changeTicketStatus(
      { db: app.db, notifier: app.notifier },
      byOf(request),
      request.params.id,
      request.body,
    ),
  );
  route(api.downloadAttachment, async (request, reply) =>
    sendDocument(
      reply,
      await openStaffAttachment(
        { db: app.db, storage: app.storage },
        request.params.id,
        request.params.fileId,
      ),
    ),
  );
}
