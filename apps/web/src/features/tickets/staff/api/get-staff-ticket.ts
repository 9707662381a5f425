import { type StaffTicket, StaffTicketSchema } from '@school/domain/tickets/contracts/staff-tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';
import { staffTicketUrl } from './tickets-staff-urls';

/** `GET /api/staff/tickets/:id` */
export async function getStaffTicket(id: string, signal?: AbortSignal): Promise<StaffTicket> {
  return StaffTicketSchema.parse(await api.get<unknown>(staffTicketUrl(id), { signal }));
}

export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: ticketsKeys.staff.ticket(id),
    queryFn: ({ signal }) => getStaffTicket(id, signal),
  });
}
