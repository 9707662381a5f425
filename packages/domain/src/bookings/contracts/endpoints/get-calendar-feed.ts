import { endpoint } from '../../../shared/endpoint.ts';
import { CalendarFeedStateSchema } from '../items.ts';

export const getCalendarFeed = endpoint(
  'GET /api/bookings/calendar-feed',
  'Whether the person has a private calendar address for their bookings',
  { answer: CalendarFeedStateSchema },
);
