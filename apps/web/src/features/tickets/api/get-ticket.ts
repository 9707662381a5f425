import { type TicketDetail, TicketDetailSchema } from '@school/domain/tickets/contracts/tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsKeys, ticketUrl } from './tickets-keys';

/** `GET /api/tickets/:id`: one own case with its attachments and thread. */
export async function getTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return TicketDetailSchema.parse(await api.get<unknown>(ticketUrl(id), { signal }));
}

export function useTicket(id: string) {
  return useQuery({ queryKey: ticketsKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });
}
