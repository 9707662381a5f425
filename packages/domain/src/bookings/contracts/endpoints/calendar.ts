import { endpoint } from '../../../shared/endpoint.ts';
import { CalendarTokenParamsSchema } from '../items.ts';

export const calendar = endpoint(
  'GET /api/calendar/:token',
  "A person's bookings as an iCalendar feed (the address of /bookings/calendar-feed)",
  { params: CalendarTokenParamsSchema },
);
