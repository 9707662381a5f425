import { endpoint } from '../../../shared/endpoint.ts';
import { ListStaffItemsQuerySchema, ListStaffItemsResponseSchema } from '../staff-bookings.ts';

export const listItems = endpoint(
  'GET /api/staff/bookings/items',
  'Calendar items from a day on (default today), in order; by kind and text; paged',
  { querystring: ListStaffItemsQuerySchema, answer: ListStaffItemsResponseSchema },
);
