import { endpoint } from '../../../shared/endpoint.ts';
import { PushKeyResponseSchema } from '../push.ts';

export const pushKey = endpoint('GET /api/push/key', 'The VAPID public key the browser subscribes with', {
  answer: PushKeyResponseSchema,
});
