import type { MarkAttendanceBody } from '@school/domain/bookings/contracts/staff-bookings';
import * as staffBookingsApi from '@school/domain/bookings/contracts/staff-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { refreshStaffBookings } from './bookings-staff-urls';

/** Marks a booking present, absent or not marked, on the version read. */
export const markAttendance = (itemId: string, bookingId: string, body: MarkAttendanceBody) =>
  call(staffBookingsApi.markAttendance, { params: { id: itemId, bookingId }, body });

export function useMarkAttendance(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: MarkAttendanceBody }) =>
      markAttendance(itemId, bookingId, body),
    onSettled: () => refreshStaffBookings(queryClient),
  });
}
