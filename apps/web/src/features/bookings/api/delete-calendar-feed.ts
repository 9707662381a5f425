import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** `DELETE /api/bookings/calendar-feed` */
export async function deleteCalendarFeed(): Promise<void> {
  await api.delete<unknown>('/api/bookings/calendar-feed');
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.feed }),
  });
}
