import * as bookingsApi from '@school/domain/bookings/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** Revokes the private calendar address. */
export async function deleteCalendarFeed(): Promise<void> {
  await call(bookingsApi.deleteCalendarFeed);
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.feed }),
  });
}
