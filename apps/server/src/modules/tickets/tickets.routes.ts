import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  answerTicket,
  createTicket,
  getTicket,
  listCategories,
  listTickets,
  openOwnAttachment,
  rateTicket,
  type TicketsDeps,
  uploadAttachment,
} from './tickets.service.ts';

export function ticketsDeps(app: FastifyInstance): TicketsDeps {
  return {
    db: app.db,
    storage: app.storage,
    log: app.log,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };
}

/** Tickets, Interventi (specification 001, sections 2-9; decision 49). */
export default async function ticketsRoutes(app: FastifyInstance) {
  const deps = ticketsDeps(app);
  /** "Tickets: logged-in users only": any signed-in person (the session carries their access subject). */
  const route = routes(app, { access: 'signedIn' });
  const api = ticketsApi;

  route(api.listCategories, () => listCategories(app.db));
  route(api.listTickets, (request) => listTickets(app.db, requireUser(request).id));
  route(api.createTicket, (request) =>
    createTicket(deps, requireUser(request), checkedSubject(request), request.body),
  );
  route(api.getTicket, (request) => getTicket(app.db, requireUser(request).id, request.params.id));
  route(api.uploadAttachment, (request) =>
    uploadAttachment(deps, requireUser(request).id, request.params.id, request.body),
  );
  route(api.downloadAttachment, async (request, reply) =>
    sendDocument(
      reply,
      await openOwnAttachment(deps, requireUser(request).id, request.params.id, request.params.fileId),
    ),
  );
  route(api.answerTicket, (request) =>
    answerTicket(app.db, requireUser(request).id, request.params.id, request.body.body),
  );
  route(api.rateTicket, (request) =>
    rateTicket(app.db, requireUser(request).id, request.params.id, request.body.rating),
  );
}
