import {
  type AssignTicketBody,
  type StaffTicket,
  StaffTicketSchema,
} from '@school/domain/tickets/contracts/staff-tickets';
import { api } from '../../../../lib/api-client';
import { staffTicketUrl, useTicketChange } from './tickets-staff-urls';

/** `PUT /api/staff/tickets/:id/assignee` */
export async function assignTicket(id: string, body: AssignTicketBody): Promise<StaffTicket> {
  return StaffTicketSchema.parse(await api.put<unknown>(`${staffTicketUrl(id)}/assignee`, body));
}

export const useAssignTicket = (id: string) =>
  useTicketChange(id, (body: AssignTicketBody) => assignTicket(id, body));
