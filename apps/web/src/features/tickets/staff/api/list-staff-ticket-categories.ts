import {
  type StaffTicketCategoriesResponse,
  StaffTicketCategoriesResponseSchema,
} from '@school/domain/tickets/contracts/staff-tickets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ticketsKeys } from '../../api/tickets-keys';

/** `GET /api/staff/tickets/categories` */
export async function listStaffTicketCategories(
  signal?: AbortSignal,
): Promise<StaffTicketCategoriesResponse> {
  return StaffTicketCategoriesResponseSchema.parse(
    await api.get<unknown>('/api/staff/tickets/categories', { signal }),
  );
}

export function useStaffTicketCategories() {
  return useQuery({
    queryKey: ticketsKeys.staff.categories,
    queryFn: ({ signal }) => listStaffTicketCategories(signal),
  });
}
