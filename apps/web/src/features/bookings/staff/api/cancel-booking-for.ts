import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffBookings } from './bookings-staff-urls';

/** A person's booking cancelled. */
export const cancelBookingFor = (itemId: string, bookingId: string) =>
  call(staffBookingsApi.cancelFor, { params: { id: itemId, bookingId } });

export function useCancelBookingFor(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBookingFor(itemId, bookingId),
    onSettled: () => refreshStaffBookings(queryClient),
  });
}
