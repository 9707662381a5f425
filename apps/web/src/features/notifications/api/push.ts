import * as notificationsApi from '@school/domain/notifications/contracts/endpoints';
import type { SubscribePushBody } from '@school/domain/notifications/contracts/push';
import { call } from '../../../lib/api-client';

/** The VAPID public key the browser subscribes with. */
export async function getPushKey(): Promise<string> {
  return (await call(notificationsApi.pushKey)).publicKey;
}

/** Keeps this browser's subscription (subscribePush): `created` false means already subscribed. */
export const savePushSubscription = (body: SubscribePushBody) =>
  call(notificationsApi.subscribePush, { body });

/** Forgets this browser's subscription. */
export const deletePushSubscription = (endpoint: string) =>
  call(notificationsApi.unsubscribePush, { body: { endpoint } });
