import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffBookings } from './bookings-staff-urls';

/** A booking made for a person. */
export const bookFor = (itemId: string, userId: string) =>
  call(staffBookingsApi.bookFor, { params: { id: itemId }, body: { userId } });

export function useBookFor(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => bookFor(itemId, userId),
    onSettled: () => refreshStaffBookings(queryClient),
  });
}
