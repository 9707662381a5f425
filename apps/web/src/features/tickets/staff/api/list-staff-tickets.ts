import {
  type ListStaffTicketsResponse,
  ListStaffTicketsResponseSchema,
} from '@school/domain/tickets/contracts/staff-tickets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';

/** `GET /api/staff/tickets?category=&status=&assigned=&search=&page=&pageSize=` */
export async function listStaffTickets(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListStaffTicketsResponse> {
  return ListStaffTicketsResponseSchema.parse(
    await api.get<unknown>(`/api/staff/tickets?${new URLSearchParams(params).toString()}`, { signal }),
  );
}

export function useStaffTickets(params: Record<string, string>) {
  return useQuery({
    queryKey: ticketsKeys.staff.inboxPage(params),
    queryFn: ({ signal }) => listStaffTickets(params, signal),
    placeholderData: keepPreviousData,
  });
}
