import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import {
  CreateTicketBodySchema,
  TicketAttachmentBodySchema,
  TicketAttachmentParamsSchema,
  TicketAttachmentSchema,
  TicketCategoriesResponseSchema,
  TicketDetailSchema,
  TicketListResponseSchema,
  TicketMessageBodySchema,
  TicketParamsSchema,
  TicketRatingBodySchema,
} from '@school/domain/tickets/contracts/tickets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
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

const tags = ['tickets'];
/** "Tickets: logged-in users only": any signed-in person (the session carries their access subject). */
const access = 'signedIn' as const;

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
export default async function ticketsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = ticketsDeps(fastify);

  app.get(
    '/tickets/categories',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'The case categories with their Italian and English labels and descriptions (getCategorieCasi)',
        response: { 200: TicketCategoriesResponseSchema, ...errorResponses },
      },
    },
    async () => listCategories(app.db),
  );

  app.get(
    '/tickets',
    {
      config: { access },
      schema: {
        tags,
        summary: "The user's cases, newest first: date, category, subject, status, attachments (getCasi)",
        response: { 200: TicketListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listTickets(app.db, requireUser(request).id),
  );

  app.post(
    '/tickets',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Open a case (setCaso): category, subject and description (max 100), the warning ticked; origin webapp; a receipt is mailed',
        body: CreateTicketBodySchema,
        response: { 201: TicketDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTicket(deps, requireUser(request), checkedSubject(request), request.body)),
  );

  app.get(
    '/tickets/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "One of the user's cases, read-only, with its attachments and the thread",
        params: TicketParamsSchema,
        response: { 200: TicketDetailSchema, ...errorResponses },
      },
    },
    async (request) => getTicket(app.db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/tickets/:id/attachments',
    {
      config: { access },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Attach a file (pdf, Word, JPEG, PNG, WebP; 4.5 MB) to an open case (uploadFile)',
        params: TicketParamsSchema,
        body: TicketAttachmentBodySchema,
        response: { 201: TicketAttachmentSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await uploadAttachment(deps, requireUser(request).id, request.params.id, request.body)),
  );

  app.get(
    '/tickets/:id/attachments/:fileId',
    {
      config: { access },
      schema: {
        tags,
        summary: "Download an attachment of one of the user's cases",
        params: TicketAttachmentParamsSchema,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await openOwnAttachment(deps, requireUser(request).id, request.params.id, request.params.fileId),
      ),
  );

  app.post(
    '/tickets/:id/messages',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Answer in the thread of an open case',
        params: TicketParamsSchema,
        body: TicketMessageBodySchema,
        response: { 201: TicketDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await answerTicket(app.db, requireUser(request).id, request.params.id, request.body.body)),
  );

  app.put(
    '/tickets/:id/rating',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Rate a closed case from 1 to 5, once',
        params: TicketParamsSchema,
        body: TicketRatingBodySchema,
        response: { 200: TicketDetailSchema, ...errorResponses },
      },
    },
    async (request) => rateTicket(app.db, requireUser(request).id, request.params.id, request.body.rating),
  );
}
