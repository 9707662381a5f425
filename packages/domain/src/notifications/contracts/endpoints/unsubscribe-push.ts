import { z } from 'zod';
import { endpoint } from '../../../shared/endpoint.ts';
import { UnsubscribePushBodySchema } from '../push.ts';

export const unsubscribePush = endpoint(
  'DELETE /api/push/subscriptions',
  "Forget one of the person's push subscriptions",
  { body: UnsubscribePushBodySchema, answer: { 204: z.null() } },
);
