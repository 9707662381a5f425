import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffTicketSchema } from '../staff-tickets.ts';
import { TicketMessageBodySchema } from '../tickets.ts';

export const reply = endpoint(
  'POST /api/staff/tickets/:id/messages',
  'Reply to the student (notified); a New case becomes Working',
  { params: IdParamsSchema, body: TicketMessageBodySchema, answer: { 201: StaffTicketSchema } },
);
