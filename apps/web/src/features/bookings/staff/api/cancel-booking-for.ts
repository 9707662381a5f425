import {
  type StaffItemDetail,
  StaffItemDetailSchema,
} from '@school/domain/bookings/contracts/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffBookings, staffItemUrl } from './bookings-staff-urls';

/** `DELETE /api/staff/bookings/items/:id/bookings/:bookingId`: a person's booking cancelled. */
export async function cancelBookingFor(itemId: string, bookingId: string): Promise<StaffItemDetail> {
  return StaffItemDetailSchema.parse(
    await api.delete<unknown>(`${staffItemUrl(itemId)}/bookings/${encodeURIComponent(bookingId)}`),
  );
}

export function useCancelBookingFor(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => cancelBookingFor(itemId, bookingId),
    onSettled: () => refreshStaffBookings(queryClient),
  });
}
