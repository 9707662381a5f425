import {
  type ListStaffItemsResponse,
  ListStaffItemsResponseSchema,
} from '@school/domain/bookings/contracts/staff-bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { bookingsKeys } from '../../api/bookings-keys';

/** `GET /api/staff/bookings/items?kind=&from=&search=&page=&pageSize=` */
export async function listStaffItems(
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<ListStaffItemsResponse> {
  return ListStaffItemsResponseSchema.parse(
    await api.get<unknown>(`/api/staff/bookings/items?${new URLSearchParams(params).toString()}`, { signal }),
  );
}

export function useStaffItems(params: Record<string, string>) {
  return useQuery({
    queryKey: bookingsKeys.staff.items(params),
    queryFn: ({ signal }) => listStaffItems(params, signal),
    placeholderData: keepPreviousData,
  });
}
