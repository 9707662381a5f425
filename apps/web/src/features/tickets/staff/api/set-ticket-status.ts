import {
  type StaffTicket,
  StaffTicketSchema,
  type TicketStatusBody,
} from '@school/domain/tickets/contracts/staff-tickets';
import { api } from '../../../../lib/api-client';
import { staffTicketUrl, useTicketChange } from './tickets-staff-urls';

/** `PUT /api/staff/tickets/:id/status` */
export async function setTicketStatus(id: string, body: TicketStatusBody): Promise<StaffTicket> {
  return StaffTicketSchema.parse(await api.put<unknown>(`${staffTicketUrl(id)}/status`, body));
}

export const useTicketStatus = (id: string) =>
  useTicketChange(id, (body: TicketStatusBody) => setTicketStatus(id, body));
