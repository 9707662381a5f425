import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { TicketAttachmentParamsSchema } from '../tickets.ts';

export const downloadAttachment = endpoint(
  'GET /api/tickets/:id/attachments/:fileId',
  "Download an attachment of one of the user's cases",
  { params: TicketAttachmentParamsSchema, answer: z.any() },
);
