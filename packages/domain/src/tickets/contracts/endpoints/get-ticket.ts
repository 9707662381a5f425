import { endpoint } from '../../../shared/endpoint.ts';
import { TicketDetailSchema, TicketParamsSchema } from '../tickets.ts';

export const getTicket = endpoint(
  'GET /api/tickets/:id',
  "One of the user's cases, read-only, with its attachments and the thread",
  { params: TicketParamsSchema, answer: TicketDetailSchema },
);
