import { endpoint } from '../../../shared/endpoint.ts';
import { CreatedCalendarFeedSchema } from '../items.ts';

export const createCalendarFeed = endpoint(
  'POST /api/bookings/calendar-feed',
  'A new private calendar address (the previous one stops working), shown this once',
  { answer: { 201: CreatedCalendarFeedSchema } },
);
