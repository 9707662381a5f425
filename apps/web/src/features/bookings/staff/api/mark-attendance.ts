import {
  type MarkAttendanceBody,
  type StaffBooking,
  StaffBookingSchema,
} from '@school/domain/bookings/contracts/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffBookings, staffItemUrl } from './bookings-staff-urls';

/** `PUT /api/staff/bookings/items/:id/bookings/:bookingId/attendance` */
export async function markAttendance(
  itemId: string,
  bookingId: string,
  body: MarkAttendanceBody,
): Promise<StaffBooking> {
  return StaffBookingSchema.parse(
    await api.put<unknown>(
      `${staffItemUrl(itemId)}/bookings/${encodeURIComponent(bookingId)}/attendance`,
      body,
    ),
  );
}

export function useMarkAttendance(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: MarkAttendanceBody }) =>
      markAttendance(itemId, bookingId, body),
    onSettled: () => refreshStaffBookings(queryClient),
  });
}
