import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { StaffTicketAttachmentParamsSchema } from '../staff-tickets.ts';

export const downloadAttachment = endpoint(
  'GET /api/staff/tickets/:id/attachments/:fileId',
  'An attachment of a case',
  {
    params: StaffTicketAttachmentParamsSchema,
    answer: z.any(),
  },
);
