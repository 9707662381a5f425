import { endpoint } from '../../../shared/endpoint.ts';
import { ListStaffTicketsQuerySchema, ListStaffTicketsResponseSchema } from '../staff-tickets.ts';

export const listInbox = endpoint(
  'GET /api/staff/tickets',
  'The inbox: cases by category and status (open by default), oldest first; paged',
  { querystring: ListStaffTicketsQuerySchema, answer: ListStaffTicketsResponseSchema },
);
