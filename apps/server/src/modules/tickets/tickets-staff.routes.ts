import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import {
  AssignTicketBodySchema,
  CategoryVersionQuerySchema,
  ListStaffTicketsQuerySchema,
  ListStaffTicketsResponseSchema,
  StaffAssigneesResponseSchema,
  StaffTicketAttachmentParamsSchema,
  StaffTicketCategoriesResponseSchema,
  StaffTicketCategorySchema,
  StaffTicketSchema,
  TicketCategoryBodySchema,
  TicketStatusBodySchema,
  UpdateTicketCategoryBodySchema,
} from '@school/domain/tickets/contracts/staff-tickets';
import { TicketMessageBodySchema } from '@school/domain/tickets/contracts/tickets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
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

const tags = ['staff'];
const TICKETS = staffOnly('Interventi');

/**
 * Tickets kept by staff with Interventi (area `tickets`), under /api/staff/tickets. See
 * `packages/domain/src/tickets/contracts/staff-tickets.ts`.
 */
export default async function ticketsStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/tickets',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'The inbox: cases by category and status (open by default), oldest first; paged',
        querystring: ListStaffTicketsQuerySchema,
        response: { 200: ListStaffTicketsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listInbox(app.db, byOf(request), request.query),
  );

  app.get(
    '/tickets/assignees',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'The staff members holding Interventi, who may be given a case',
        response: { 200: StaffAssigneesResponseSchema, ...errorResponses },
      },
    },
    async () => listAssignees(app.db),
  );

  app.get(
    '/tickets/categories',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'Every case category with its number of cases',
        response: { 200: StaffTicketCategoriesResponseSchema, ...errorResponses },
      },
    },
    async () => listStaffCategories(app.db),
  );

  app.post(
    '/tickets/categories',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'Create a case category',
        body: TicketCategoryBodySchema,
        response: { 201: StaffTicketCategorySchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(app.db, byOf(request), request.body)),
  );

  app.put(
    '/tickets/categories/:id',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'Change a case category on the version read',
        params: IdParamsSchema,
        body: UpdateTicketCategoryBodySchema,
        response: { 200: StaffTicketCategorySchema, ...errorResponses },
      },
    },
    async (request) => updateCategory(app.db, byOf(request), request.params.id, request.body),
  );

  app.delete(
    '/tickets/categories/:id',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'Delete a case category without cases, on the version read',
        params: IdParamsSchema,
        querystring: CategoryVersionQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteCategory(app.db, byOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tickets/:id',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'A case with its thread, attachments and links',
        params: IdParamsSchema,
        response: { 200: StaffTicketSchema, ...errorResponses },
      },
    },
    async (request) => getStaffTicket(app.db, request.params.id),
  );

  app.post(
    '/tickets/:id/messages',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'Reply to the student (notified); a New case becomes Working',
        params: IdParamsSchema,
        body: TicketMessageBodySchema,
        response: { 201: StaffTicketSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replyAsStaff(
            { db: app.db, notifier: app.notifier },
            byOf(request),
            request.params.id,
            request.body.body,
          ),
        ),
  );

  app.put(
    '/tickets/:id/assignee',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'Give the case to a staff member holding Interventi, or to nobody, on the version read',
        params: IdParamsSchema,
        body: AssignTicketBodySchema,
        response: { 200: StaffTicketSchema, ...errorResponses },
      },
    },
    async (request) => assignTicket(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/tickets/:id/status',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'Close the case (the student is notified) or reopen it, on the version read',
        params: IdParamsSchema,
        body: TicketStatusBodySchema,
        response: { 200: StaffTicketSchema, ...errorResponses },
      },
    },
    async (request) =>
      changeTicketStatus(
        { db: app.db, notifier: app.notifier },
        byOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.get(
    '/tickets/:id/attachments/:fileId',
    {
      config: { access: TICKETS },
      schema: {
        tags,
        summary: 'An attachment of a case',
        params: StaffTicketAttachmentParamsSchema,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) =>
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
