import { endpoint } from '../../../shared/endpoint.ts';
import { ItemChangeSchemas } from '../items.ts';

export const leaveWaitingList = endpoint(
  'DELETE /api/bookings/items/:id/waiting-list',
  'Leave the waiting list (a held seat passes on)',
  ItemChangeSchemas,
);
