import { endpoint } from '../../../shared/endpoint.ts';
import { ItemChangeSchemas } from '../items.ts';

export const cancel = endpoint(
  'DELETE /api/bookings/items/:id/booking',
  'Cancel a booking (409: closed, mandatory, not booked); the seat goes to the waiting list',
  ItemChangeSchemas,
);
