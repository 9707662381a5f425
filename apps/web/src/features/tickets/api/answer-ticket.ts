import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ticketsKeys } from './tickets-keys';

/** An answer in the thread while the case is open. */
export const answerTicket = (id: string, body: string) =>
  call(ticketsApi.answerTicket, { params: { id }, body: { body } });

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
