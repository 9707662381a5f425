import * as ticketsApi from '@school/domain/tickets/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ticketsKeys } from './tickets-keys';

/** One own case with its attachments and thread. */
export const getTicket = (id: string, signal?: AbortSignal) =>
  call(ticketsApi.getTicket, { params: { id }, signal });

export function useTicket(id: string) {
  return useQuery({ queryKey: ticketsKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });
}
