import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { NotificationParamsSchema } from '../list-notifications.ts';

export const markRead = endpoint('POST /api/notifications/:id/read', 'Mark a notification read', {
  params: NotificationParamsSchema,
  answer: { 204: z.null() },
});
