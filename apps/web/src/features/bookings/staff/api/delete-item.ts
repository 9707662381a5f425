import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffBookings } from './bookings-staff-urls';

/** Deletes an item without bookings, on the version read. */
export function deleteItem(item: { id: string; version: string }) {
  return call(staffBookingsApi.removeItem, { params: { id: item.id }, query: { version: item.version } });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteItem, onSettled: () => refreshStaffBookings(queryClient) });
}
