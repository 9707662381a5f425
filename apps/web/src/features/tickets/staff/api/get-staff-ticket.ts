import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';

/** A case with its thread, attachments and links. */
export const getStaffTicket = (id: string, signal?: AbortSignal) =>
  call(staffTicketsApi.getTicket, { params: { id }, signal });

export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: ticketsKeys.staff.ticket(id),
    queryFn: ({ signal }) => getStaffTicket(id, signal),
  });
}
