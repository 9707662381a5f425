import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../kinds.ts';

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The page of the app it is about (a same-origin path), or null. */
  url: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The bell shows the first page of 50; the notifications page pages by 20. */
export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;

export const ListNotificationsQuerySchema = z.object({
  page: z.coerce.number({ error: 'request.invalid' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number({ error: 'request.invalid' })
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_SIZE_MAX)
    .default(50),
});
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>;

export const ListNotificationsResponseSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int().min(0),
  /** How many notifications the person has in all (for the pages). */
  total: z.number().int().min(0),
});
export type ListNotificationsResponse = z.infer<typeof ListNotificationsResponseSchema>;

export const NotificationParamsSchema = z.object({ id: z.uuid() });

export const MarkAllReadResponseSchema = z.object({ marked: z.number().int().min(0) });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponseSchema>;
