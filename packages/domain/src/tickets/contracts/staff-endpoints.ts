import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
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
} from './staff-tickets.ts';
import { TicketMessageBodySchema } from './tickets.ts';

/** The tickets endpoints of the staff console. */
export const staffTicketsApi = {
  listInbox: endpoint(
    'GET /api/staff/tickets',
    'The inbox: cases by category and status (open by default), oldest first; paged',
    { querystring: ListStaffTicketsQuerySchema, answer: ListStaffTicketsResponseSchema },
  ),
  listAssignees: endpoint(
    'GET /api/staff/tickets/assignees',
    'The staff members holding Interventi, who may be given a case',
    { answer: StaffAssigneesResponseSchema },
  ),
  listCategories: endpoint(
    'GET /api/staff/tickets/categories',
    'Every case category with its number of cases',
    { answer: StaffTicketCategoriesResponseSchema },
  ),
  createCategory: endpoint('POST /api/staff/tickets/categories', 'Create a case category', {
    body: TicketCategoryBodySchema,
    answer: { 201: StaffTicketCategorySchema },
  }),
  updateCategory: endpoint(
    'PUT /api/staff/tickets/categories/:id',
    'Change a case category on the version read',
    { params: IdParamsSchema, body: UpdateTicketCategoryBodySchema, answer: StaffTicketCategorySchema },
  ),
  deleteCategory: endpoint(
    'DELETE /api/staff/tickets/categories/:id',
    'Delete a case category without cases, on the version read',
    { params: IdParamsSchema, querystring: CategoryVersionQuerySchema, answer: { 204: z.null() } },
  ),
  getTicket: endpoint('GET /api/staff/tickets/:id', 'A case with its thread, attachments and links', {
    params: IdParamsSchema,
    answer: StaffTicketSchema,
  }),
  reply: endpoint(
    'POST /api/staff/tickets/:id/messages',
    'Reply to the student (notified); a New case becomes Working',
    { params: IdParamsSchema, body: TicketMessageBodySchema, answer: { 201: StaffTicketSchema } },
  ),
  assign: endpoint(
    'PUT /api/staff/tickets/:id/assignee',
    'Give the case to a staff member holding Interventi, or to nobody, on the version read',
    { params: IdParamsSchema, body: AssignTicketBodySchema, answer: StaffTicketSchema },
  ),
  changeStatus: endpoint(
    'PUT /api/staff/tickets/:id/status',
    'Close the case (the student is notified) or reopen it, on the version read',
    { params: IdParamsSchema, body: TicketStatusBodySchema, answer: StaffTicketSchema },
  ),
  downloadAttachment: endpoint('GET /api/staff/tickets/:id/attachments/:fileId', 'An attachment of a case', {
    params: StaffTicketAttachmentParamsSchema,
    answer: z.any(),
  }),
};
