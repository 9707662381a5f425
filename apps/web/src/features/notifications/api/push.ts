import {
  PushKeyResponseSchema,
  type SubscribePushBody,
  type SubscribePushResponse,
  SubscribePushResponseSchema,
} from '@school/domain/notifications/contracts/push';
import { api } from '../../../lib/api-client';

/** `GET /api/push/key`: the VAPID public key the browser subscribes with. */
export async function getPushKey(): Promise<string> {
  return PushKeyResponseSchema.parse(await api.get<unknown>('/api/push/key')).publicKey;
}

/** `POST /api/push/subscriptions` (subscribePush): `created` false means already subscribed. */
export async function savePushSubscription(body: SubscribePushBody): Promise<SubscribePushResponse> {
  return SubscribePushResponseSchema.parse(await api.post<unknown>('/api/push/subscriptions', body));
}

/** `DELETE /api/push/subscriptions`: forget this browser's subscription. */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return api.delete('/api/push/subscriptions', { body: { endpoint } });
}
