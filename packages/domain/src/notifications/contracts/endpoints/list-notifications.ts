import { endpoint } from '../../../shared/endpoint.ts';
import { ListNotificationsQuerySchema, ListNotificationsResponseSchema } from '../list-notifications.ts';

export const listNotifications = endpoint(
  'GET /api/notifications',
  "The signed-in user's notifications, newest first, with the unread count",
  { querystring: ListNotificationsQuerySchema, answer: ListNotificationsResponseSchema },
);
