import { endpoint } from '../../../shared/endpoint.ts';
import { TicketListResponseSchema } from '../tickets.ts';

export const listTickets = endpoint(
  'GET /api/tickets',
  "The user's cases, newest first: date, category, subject, status, attachments (getCasi)",
  { answer: TicketListResponseSchema },
);
