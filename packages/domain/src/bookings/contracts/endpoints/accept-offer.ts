import { endpoint } from '../../../shared/endpoint.ts';
import { ItemChangeSchemas } from '../items.ts';

export const acceptOffer = endpoint(
  'POST /api/bookings/items/:id/waiting-list/accept',
  'Accept the seat held for the person: it becomes their booking',
  ItemChangeSchemas,
);
