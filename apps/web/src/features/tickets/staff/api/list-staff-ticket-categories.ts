import * as staffTicketsApi from '@school/domain/tickets/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';

/** Every case category with its number of cases. */
export const listStaffTicketCategories = (signal?: AbortSignal) =>
  call(staffTicketsApi.listCategories, { signal });

export function useStaffTicketCategories() {
  return useQuery({
    queryKey: ticketsKeys.staff.categories,
    queryFn: ({ signal }) => listStaffTicketCategories(signal),
  });
}
