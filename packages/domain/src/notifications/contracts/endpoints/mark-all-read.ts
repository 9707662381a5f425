import { endpoint } from '../../../shared/endpoint.ts';
import { MarkAllReadResponseSchema } from '../list-notifications.ts';

export const markAllRead = endpoint('POST /api/notifications/read-all', 'Mark every notification read', {
  answer: MarkAllReadResponseSchema,
});
