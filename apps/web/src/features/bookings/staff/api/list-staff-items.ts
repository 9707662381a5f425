import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { bookingsKeys } from '../../api/bookings-keys';

/** The items from a day on: `kind`, `from`, `search`, `page`, `pageSize`. */
export const listStaffItems = (params: Record<string, string>, signal?: AbortSignal) =>
  call(staffBookingsApi.listItems, { query: params, signal });

export function useStaffItems(params: Record<string, string>) {
  return useQuery({
    queryKey: bookingsKeys.staff.items(params),
    queryFn: ({ signal }) => listStaffItems(params, signal),
    placeholderData: keepPreviousData,
  });
}
