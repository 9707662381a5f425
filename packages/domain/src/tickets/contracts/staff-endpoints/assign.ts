import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { AssignTicketBodySchema, StaffTicketSchema } from '../staff-tickets.ts';

export const assign = endpoint(
  'PUT /api/staff/tickets/:id/assignee',
  'Give the case to a staff member holding Interventi, or to nobody, on the version read',
  { params: IdParamsSchema, body: AssignTicketBodySchema, answer: StaffTicketSchema },
);
