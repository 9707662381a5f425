import { type TicketDetail, TicketDetailSchema } from '@school/domain/tickets/contracts/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsKeys, ticketUrl } from './tickets-keys';

/** `PUT /api/tickets/:id/rating`: the 1-5 rating of a closed case, once. */
export async function rateTicket(id: string, rating: number): Promise<TicketDetail> {
  return TicketDetailSchema.parse(await api.put<unknown>(`${ticketUrl(id)}/rating`, { rating }));
}

export function useRateTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateTicket(id, rating),
    onSuccess: (ticket) => queryClient.setQueryData(ticketsKeys.detail(id), ticket),
    onError: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(id) }),
  });
}
