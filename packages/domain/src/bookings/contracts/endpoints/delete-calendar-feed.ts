import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';

export const deleteCalendarFeed = endpoint(
  'DELETE /api/bookings/calendar-feed',
  'Revoke the private calendar address',
  {
    answer: { 204: z.null() },
  },
);
