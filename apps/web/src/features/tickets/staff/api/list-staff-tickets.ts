import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';

/** The inbox: cases by category, status, assignee and search; paged. */
export const listStaffTickets = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffTicketsApi.listInbox, { query: params, signal });

export function useStaffTickets(params: Record<string, string>) {
  return useQuery({
    queryKey: ticketsKeys.staff.inboxPage(params),
    queryFn: ({ signal }) => listStaffTickets(params, signal),
    placeholderData: keepPreviousData,
  });
}
