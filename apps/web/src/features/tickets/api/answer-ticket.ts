import { type TicketDetail, TicketDetailSchema } from '@school/domain/tickets/contracts/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsKeys, ticketUrl } from './tickets-keys';

/** `POST /api/tickets/:id/messages`: an answer in the thread while the case is open. */
export async function answerTicket(id: string, body: string): Promise<TicketDetail> {
  return TicketDetailSchema.parse(await api.post<unknown>(`${ticketUrl(id)}/messages`, { body }));
}

export function useAnswerTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => answerTicket(id, body),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketsKeys.detail(id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKeys.list });
    },
  });
}
