import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import { TicketAttachmentBodySchema, TicketAttachmentSchema, TicketParamsSchema } from '../tickets.ts';

export const uploadAttachment = endpoint(
  'POST /api/tickets/:id/attachments',
  'Attach a file (pdf, Word, JPEG, PNG, WebP; 4.5 MB) to an open case (uploadFile)',
  {
    params: TicketParamsSchema,
    body: TicketAttachmentBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: { 201: TicketAttachmentSchema },
    errors: [413],
  },
);
