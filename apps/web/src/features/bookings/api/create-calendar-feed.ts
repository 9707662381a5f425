import { type CreatedCalendarFeed, CreatedCalendarFeedSchema } from '@school/domain/bookings/contracts/items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** `POST /api/bookings/calendar-feed`: a new private calendar address (the old one stops working), shown once. */
export async function createCalendarFeed(): Promise<CreatedCalendarFeed> {
  return CreatedCalendarFeedSchema.parse(await api.post<unknown>('/api/bookings/calendar-feed'));
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.feed }),
  });
}
