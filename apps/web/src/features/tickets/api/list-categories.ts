import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ticketsKeys } from './tickets-keys';

/** getCategorieCasi: the categories, Italian and English. */
export const listCategories = (signal?: AbortSignal) => call(ticketsApi.listCategories, { signal });

export function useTicketCategories() {
  return useQuery({
    queryKey: ticketsKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 5 * 60 * 1000,
  });
}
