import { endpoint } from '../../../shared/endpoint.ts';
import { SubscribePushBodySchema, SubscribePushResponseSchema } from '../push.ts';

export const subscribePush = endpoint(
  'POST /api/push/subscriptions',
  "Keep this browser's push subscription (subscribePush)",
  {
    body: SubscribePushBodySchema,
    answer: { 200: SubscribePushResponseSchema, 201: SubscribePushResponseSchema },
  },
);
