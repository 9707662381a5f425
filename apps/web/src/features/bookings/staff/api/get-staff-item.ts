import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { bookingsKeys } from '../../api/bookings-keys';

/** The item, its bookings and its waiting list. */
export const getStaffItem = (id: string, signal?: AbortSignal) =>
  call(staffBookingsApi.getItem, { params: { id }, signal });

export function useStaffItem(id: string) {
  return useQuery({
    queryKey: bookingsKeys.staff.item(id),
    queryFn: ({ signal }) => getStaffItem(id, signal),
  });
}
