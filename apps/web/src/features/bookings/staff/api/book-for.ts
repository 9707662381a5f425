import {
  type StaffItemDetail,
  StaffItemDetailSchema,
} from '@school/domain/bookings/contracts/staff-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { refreshStaffBookings, staffItemUrl } from './bookings-staff-urls';

/** `POST /api/staff/bookings/items/:id/bookings`: a booking made for a person. */
export async function bookFor(itemId: string, userId: string): Promise<StaffItemDetail> {
  return StaffItemDetailSchema.parse(await api.post<unknown>(`${staffItemUrl(itemId)}/bookings`, { userId }));
}

export function useBookFor(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => bookFor(itemId, userId),
    onSettled: () => refreshStaffBookings(queryClient),
  });
}
