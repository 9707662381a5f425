import { z } from 'zod';
import { PUSH_ENDPOINT_MAX, PushSubscriptionSchema } from '../push-subscription.ts';

/**
 * Web push (specification 000, section 7: "POST ./subscribe — JSON push subscription — success
 * flag", `subscribePush`, "a service worker is registered at root with a push public key"): the
 * VAPID public key (public), and this browser's subscription for the signed-in person, kept or
 * forgotten (the endpoint in the body); its endpoints are `notificationsApi` in `endpoints.ts`.
 */
export const PushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponseSchema>;

export const SubscribePushBodySchema = PushSubscriptionSchema;
export type SubscribePushBody = z.infer<typeof SubscribePushBodySchema>;

/** `created` false: "Il dispositivo è già iscritto alle notifiche." */
export const SubscribePushResponseSchema = z.object({ success: z.literal(true), created: z.boolean() });
export type SubscribePushResponse = z.infer<typeof SubscribePushResponseSchema>;

export const UnsubscribePushBodySchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX, { error: 'push.invalidEndpoint' }),
});
export type UnsubscribePushBody = z.infer<typeof UnsubscribePushBodySchema>;

/** What a push message carries to the service worker, which shows it. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens (a same-origin path). */
  url: z.string(),
  /** Notifications with the same tag replace each other on the device. */
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
