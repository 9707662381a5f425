import * as bookingsApi from '@school/domain/bookings/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** A new private calendar address (the old one stops working), shown once. */
export const createCalendarFeed = () => call(bookingsApi.createCalendarFeed);

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.feed }),
  });
}
