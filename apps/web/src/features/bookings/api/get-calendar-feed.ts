import { type CalendarFeedState, CalendarFeedStateSchema } from '@school/domain/bookings/contracts/items';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './bookings-keys';

/** `GET /api/bookings/calendar-feed`: whether the person has a private calendar address. */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedState> {
  return CalendarFeedStateSchema.parse(await api.get<unknown>('/api/bookings/calendar-feed', { signal }));
}

export function useCalendarFeed() {
  return useQuery({ queryKey: bookingsKeys.feed, queryFn: ({ signal }) => getCalendarFeed(signal) });
}
