import {
  type TicketCategoriesResponse,
  TicketCategoriesResponseSchema,
} from '@school/domain/tickets/contracts/tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsKeys } from './tickets-keys';

/** `GET /api/tickets/categories` (getCategorieCasi): the categories, Italian and English. */
export async function listCategories(signal?: AbortSignal): Promise<TicketCategoriesResponse> {
  return TicketCategoriesResponseSchema.parse(await api.get<unknown>('/api/tickets/categories', { signal }));
}

export function useTicketCategories() {
  return useQuery({
    queryKey: ticketsKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 5 * 60 * 1000,
  });
}
