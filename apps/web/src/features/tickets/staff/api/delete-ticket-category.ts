import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffTickets } from './tickets-staff-urls';

/** A case category without cases deleted, on the version read. */
export const deleteTicketCategory = ({ id, version }: { id: string; version: string }) =>
  call(staffTicketsApi.deleteCategory, { params: { id }, query: { version } });

export function useDeleteTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTicketCategory, onSettled: () => refreshStaffTickets(queryClient) });
}
