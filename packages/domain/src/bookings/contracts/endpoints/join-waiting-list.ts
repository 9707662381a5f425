import { endpoint } from '../../../shared/endpoint.ts';
import { ItemChangeSchemas } from '../items.ts';

export const joinWaitingList = endpoint(
  'POST /api/bookings/items/:id/waiting-list',
  'Join the waiting list of a full item',
  ItemChangeSchemas,
);
