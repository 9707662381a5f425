import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ticketsKeys } from './tickets-keys';

/** getCasi: the user's cases, newest first. */
export const listTickets = (signal?: AbortSignal) => call(ticketsApi.listTickets, { signal });

export function useTickets() {
  return useQuery({ queryKey: ticketsKeys.list, queryFn: ({ signal }) => listTickets(signal) });
}
