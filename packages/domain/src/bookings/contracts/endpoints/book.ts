import { endpoint } from '../../../shared/endpoint.ts';
import { ItemChangeSchemas } from '../items.ts';

export const book = endpoint(
  'POST /api/bookings/items/:id/booking',
  'Book a seat (409: full, not open yet, closed, another item of the group booked, already booked)',
  ItemChangeSchemas,
);
