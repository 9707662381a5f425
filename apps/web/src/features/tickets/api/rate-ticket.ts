import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ticketsKeys } from './tickets-keys';

/** The 1-5 rating of a closed case, once. */
export const rateTicket = (id: string, rating: number) =>
  call(ticketsApi.rateTicket, { params: { id }, body: { rating } });

export function useRateTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateTicket(id, rating),
    onSuccess: (ticket) => queryClient.setQueryData(ticketsKeys.detail(id), ticket),
    onError: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(id) }),
  });
}
