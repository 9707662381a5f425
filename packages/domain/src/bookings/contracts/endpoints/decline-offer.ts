import { endpoint } from '../../../shared/endpoint.ts';
import { ItemChangeSchemas } from '../items.ts';

export const declineOffer = endpoint(
  'POST /api/bookings/items/:id/waiting-list/decline',
  'Decline the seat held for the person: it passes to the next one',
  ItemChangeSchemas,
);
