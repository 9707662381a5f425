import { type StaffTicket, StaffTicketSchema } from '@school/domain/tickets/contracts/staff-tickets';
import { api } from '../../../../lib/api-client';
import { staffTicketUrl, useTicketChange } from './tickets-staff-urls';

/** `POST /api/staff/tickets/:id/messages` */
export async function replyTicket(id: string, body: string): Promise<StaffTicket> {
  return StaffTicketSchema.parse(await api.post<unknown>(`${staffTicketUrl(id)}/messages`, { body }));
}

export const useReplyTicket = (id: string) => useTicketChange(id, (body: string) => replyTicket(id, body));
