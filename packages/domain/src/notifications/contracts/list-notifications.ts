import { z } from 'zod';

export const NotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const ListNotificationsResponseSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int().min(0),
});
export type ListNotificationsResponse = z.infer<typeof ListNotificationsResponseSchema>;
