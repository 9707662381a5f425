import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { RecordEventBodySchema } from './analytics.ts';
import { FeedbackAnswersBodySchema, FeedbackParamsSchema, OpenFeedbacksResponseSchema } from './feedback.ts';
import {
  ListNotificationsQuerySchema,
  ListNotificationsResponseSchema,
  MarkAllReadResponseSchema,
  NotificationParamsSchema,
} from './list-notifications.ts';
import { PreferencesResponseSchema, UpdatePreferencesBodySchema } from './preferences.ts';
import {
  PushKeyResponseSchema,
  SubscribePushBodySchema,
  SubscribePushResponseSchema,
  UnsubscribePushBodySchema,
} from './push.ts';

/** The person's notifications, their choices, web push, the weekly survey and our analytics. */
export const notificationsApi = {
  listNotifications: endpoint(
    'GET /api/notifications',
    "The signed-in user's notifications, newest first, with the unread count",
    { querystring: ListNotificationsQuerySchema, answer: ListNotificationsResponseSchema },
  ),
  markRead: endpoint('POST /api/notifications/:id/read', 'Mark a notification read', {
    params: NotificationParamsSchema,
    answer: { 204: z.null() },
  }),
  markAllRead: endpoint('POST /api/notifications/read-all', 'Mark every notification read', {
    answer: MarkAllReadResponseSchema,
  }),
  getPreferences: endpoint(
    'GET /api/notifications/preferences',
    'The choices per kind of notification and channel (in-app, push, mail)',
    { answer: PreferencesResponseSchema },
  ),
  savePreferences: endpoint('PUT /api/notifications/preferences', 'Change the choices per kind and channel', {
    body: UpdatePreferencesBodySchema,
    answer: PreferencesResponseSchema,
  }),

  pushKey: endpoint('GET /api/push/key', 'The VAPID public key the browser subscribes with', {
    answer: PushKeyResponseSchema,
  }),
  subscribePush: endpoint(
    'POST /api/push/subscriptions',
    "Keep this browser's push subscription (subscribePush)",
    {
      body: SubscribePushBodySchema,
      answer: { 200: SubscribePushResponseSchema, 201: SubscribePushResponseSchema },
    },
  ),
  unsubscribePush: endpoint(
    'DELETE /api/push/subscriptions',
    "Forget one of the person's push subscriptions",
    { body: UnsubscribePushBodySchema, answer: { 204: z.null() } },
  ),

  openFeedbacks: endpoint('GET /api/feedback/open', "The student's open weekly surveys (getOpenFeedbacks)", {
    answer: OpenFeedbacksResponseSchema,
  }),
  answerFeedback: endpoint('POST /api/feedback/:id/answers', 'Send the answers of a weekly survey', {
    params: FeedbackParamsSchema,
    body: FeedbackAnswersBodySchema,
    answer: { 204: z.null() },
  }),

  recordEvent: endpoint('POST /api/analytics/events', 'Record an analytics event (allow-listed names only)', {
    body: RecordEventBodySchema,
    answer: { 204: z.null() },
  }),
};
