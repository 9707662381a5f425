import type { StaffTicket } from '@school/domain/tickets/contracts/staff-tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../../config/paths';
import { ticketsKeys } from '../../api/tickets-keys';

/** The console's address of a case. */
export const staffTicketPath = (id: string) => `${paths.staff}/tickets/${id}`;

/** Everything of the console's tickets is read again. */
export const refreshStaffTickets = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ticketsKeys.staff.all });

/** A change of a case answers the case: it becomes the query's data, the lists are read again. */
export function useTicketChange<V>(id: string, call: (value: V) => Promise<StaffTicket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketsKeys.staff.ticket(id), ticket);
      await queryClient.invalidateQueries({ queryKey: ticketsKeys.staff.inbox });
    },
    // A stale version: read the case again.
    onError: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.staff.ticket(id) }),
  });
}
