import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffTicketSchema, TicketStatusBodySchema } from '../staff-tickets.ts';

export const changeStatus = endpoint(
  'PUT /api/staff/tickets/:id/status',
  'Close the case (the student is notified) or reopen it, on the version read',
  { params: IdParamsSchema, body: TicketStatusBodySchema, answer: StaffTicketSchema },
);
