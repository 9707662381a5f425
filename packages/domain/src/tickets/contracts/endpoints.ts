import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../shared/limits.ts';
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
} from './tickets.ts';

/** The tickets endpoints of a logged-in user. */
export const ticketsApi = {
  listCategories: endpoint(
    'GET /api/tickets/categories',
    'The case categories with their Italian and English labels and descriptions (getCategorieCasi)',
    { answer: TicketCategoriesResponseSchema },
  ),
  listTickets: endpoint(
    'GET /api/tickets',
    "The user's cases, newest first: date, category, subject, status, attachments (getCasi)",
    { answer: TicketListResponseSchema },
  ),
  createTicket: endpoint(
    'POST /api/tickets',
    'Open a case (setCaso): category, subject and description (max 100), the warning ticked; origin webapp; a receipt is mailed',
    { body: CreateTicketBodySchema, answer: { 201: TicketDetailSchema } },
  ),
  getTicket: endpoint(
    'GET /api/tickets/:id',
    "One of the user's cases, read-only, with its attachments and the thread",
    { params: TicketParamsSchema, answer: TicketDetailSchema },
  ),
  uploadAttachment: endpoint(
    'POST /api/tickets/:id/attachments',
    'Attach a file (pdf, Word, JPEG, PNG, WebP; 4.5 MB) to an open case (uploadFile)',
    {
      params: TicketParamsSchema,
      body: TicketAttachmentBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 201: TicketAttachmentSchema, 413: ErrorResponseSchema },
    },
  ),
  downloadAttachment: endpoint(
    'GET /api/tickets/:id/attachments/:fileId',
    "Download an attachment of one of the user's cases",
    { params: TicketAttachmentParamsSchema, answer: z.any() },
  ),
  answerTicket: endpoint('POST /api/tickets/:id/messages', 'Answer in the thread of an open case', {
    params: TicketParamsSchema,
    body: TicketMessageBodySchema,
    answer: { 201: TicketDetailSchema },
  }),
  rateTicket: endpoint('PUT /api/tickets/:id/rating', 'Rate a closed case from 1 to 5, once', {
    params: TicketParamsSchema,
    body: TicketRatingBodySchema,
    answer: TicketDetailSchema,
  }),
};
