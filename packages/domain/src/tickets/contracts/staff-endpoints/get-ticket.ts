import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffTicketSchema } from '../staff-tickets.ts';

export const getTicket = endpoint(
  'GET /api/staff/tickets/:id',
  'A case with its thread, attachments and links',
  {
    params: IdParamsSchema,
    answer: StaffTicketSchema,
  },
);
