import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';

/** The staff members holding Interventi, who may be given a case. */
export const listTicketAssignees = (signal?: AbortSignal) => call(staffTicketsApi.listAssignees, { signal });

export function useTicketAssignees() {
  return useQuery({
    queryKey: ticketsKeys.staff.assignees,
    queryFn: ({ signal }) => listTicketAssignees(signal),
  });
}
