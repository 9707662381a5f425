import * as bookingsApi from '@school/domain/bookings/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** Whether the person has a private calendar address. */
export const getCalendarFeed = (signal?: AbortSignal) => call(bookingsApi.getCalendarFeed, { signal });

export function useCalendarFeed() {
  return useQuery({ queryKey: bookingsKeys.feed, queryFn: ({ signal }) => getCalendarFeed(signal) });
}
