import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffTickets, ticketCategoryUrl } from './tickets-staff-urls';

/** `DELETE /api/staff/tickets/categories/:id?version=` */
export async function deleteTicketCategory({ id, version }: { id: string; version: string }): Promise<void> {
  return api.delete<void>(`${ticketCategoryUrl(id)}?version=${encodeURIComponent(version)}`);
}

export function useDeleteTicketCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTicketCategory, onSettled: () => refreshStaffTickets(queryClient) });
}
