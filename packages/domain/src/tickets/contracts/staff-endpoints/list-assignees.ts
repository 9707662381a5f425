import { endpoint } from '../../../shared/endpoint.ts';
import { StaffAssigneesResponseSchema } from '../staff-tickets.ts';

export const listAssignees = endpoint(
  'GET /api/staff/tickets/assignees',
  'The staff members holding Interventi, who may be given a case',
  { answer: StaffAssigneesResponseSchema },
);
