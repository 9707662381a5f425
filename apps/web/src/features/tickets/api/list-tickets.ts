import { type TicketListResponse, TicketListResponseSchema } from '@school/domain/tickets/contracts/tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsKeys } from './tickets-keys';

/** `GET /api/tickets` (getCasi): the user's cases, newest first. */
export async function listTickets(signal?: AbortSignal): Promise<TicketListResponse> {
  return TicketListResponseSchema.parse(await api.get<unknown>('/api/tickets', { signal }));
}

export function useTickets() {
  return useQuery({ queryKey: ticketsKeys.list, queryFn: ({ signal }) => listTickets(signal) });
}
