import { endpoint } from '../../../shared/endpoint.ts';
import { ListBroadcastsResponseSchema } from '../broadcasts.ts';

export const listBroadcasts = endpoint(
  'GET /api/staff/notifications/broadcasts',
  'The latest notifications sent to groups',
  { answer: ListBroadcastsResponseSchema },
);
