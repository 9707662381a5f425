import https from 'node:https';
import webpush, { WebPushError } from 'web-push';

/** A subscription as it is kept: where to post and the browser's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * What a push service answered:
 * - `sent`: accepted (201);
 * - `gone`: the subscription is no more (404, 410): forget it;
 * - `retry`: try again later (429, 5xx, a network failure or a timeout);
 * - `rejected`: refused for good (400, 403, 413…): logged, not tried again.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status: number | null; error: string }
  | { kind: 'rejected'; status: number; error: string };

/** Sends one encrypted push message (RFC 8030, 8291, 8292) to a push service. */
export interface PushSender {
  send(target: PushTarget, payload: string, vapid: VapidKeys): Promise<PushOutcome>;
}

export function outcomeOfStatus(status: number, error: string): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'retry', status, error };
  return { kind: 'rejected', status, error };
}

/** A VAPID header lives 12 hours (the push services accept up to 24); renewed an hour before its end. */
const VAPID_LIFETIME_SECONDS = 12 * 3600;
const VAPID_RENEW_SECONDS = 3600;

/**
 * The `web-push` library over one keep-alive https agent (its connections reused between the
 * messages of a fan-out). `agent` replaces it (tests: an agent that trusts the local push
 * service's self-signed certificate). The VAPID header (a signed JWT for a push service's
 * origin) is made once per origin and key and reused until an hour before it expires, instead
 * of being signed again for every message: each message is still encrypted on its own.
 */
export function webPushSender(options: {
  subject: string;
  agent?: https.Agent;
  timeoutMs?: number;
  /** How long a push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
}): PushSender {
  const agent = options.agent ?? new https.Agent({ keepAlive: true, maxSockets: 32 });
  const headers = new Map<string, { authorization: string; renewAt: number }>();
  const vapidHeader = (endpoint: string, vapid: VapidKeys): string => {
    const audience = new URL(endpoint).origin;
    const key = `${audience} ${vapid.publicKey}`;
    const now = Math.floor(Date.now() / 1000);
    const cached = headers.get(key);
    if (cached && cached.renewAt > now) return cached.authorization;
    const expiration = now + VAPID_LIFETIME_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      options.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    if (headers.size > 100) headers.clear();
    headers.set(key, { authorization: Authorization, renewAt: expiration - VAPID_RENEW_SECONDS });
    return Authorization;
  };
  return {
    async send(target, payload, vapid) {
      try {
        const result = await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            headers: { Authorization: vapidHeader(target.endpoint, vapid) },
            TTL: options.ttlSeconds ?? 24 * 3600,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            timeout: options.timeoutMs ?? 10_000,
            agent,
          },
        );
        return outcomeOfStatus(result.statusCode, '');
      } catch (error) {
        if (error instanceof WebPushError)
          return outcomeOfStatus(error.statusCode, error.body || error.message);
        return { kind: 'retry', status: null, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** A new VAPID key pair (base64url). */
export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
