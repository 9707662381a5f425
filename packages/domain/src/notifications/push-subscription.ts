import { z } from 'zod';
import { decodeBase64 } from '../candidate/encryption-envelope.ts';
import { parseUrl } from '../elearning/lessons.ts';

/**
 * A browser's push subscription (`PushSubscription.toJSON()`), checked strictly before it is kept
 * (decision 51): the endpoint an https URL of a push service, `p256dh` the browser's P-256 public
 * key (65 bytes, uncompressed: 0x04, x, y) and `auth` its 16-byte secret, both base64url without
 * padding, the way browsers give them (RFC 8291).
 */
export const PUSH_ENDPOINT_MAX = 2048;
export const P256DH_BYTES = 65;
export const AUTH_SECRET_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bytes of an unpadded base64url text, or null when it is not one. */
export function base64UrlBytes(value: string): Uint8Array | null {
  if (!BASE64URL.test(value) || value.length % 4 === 1) return null;
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return decodeBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

/**
 * An endpoint as the server keeps it and posts to it, or null when it is not one: an https URL
 * without credentials, at most PUSH_ENDPOINT_MAX characters, in its WHATWG serialisation (host
 * lower-cased, default port and dot segments dropped, characters percent-encoded). A backslash,
 * a space or a control character is refused rather than normalised: URL parsers read a backslash
 * differently (`https://push.example\@127.0.0.1/` is push.example to one, 127.0.0.1 to another).
 */
export function normalizePushEndpoint(value: string): string | null {
  if (value.length > PUSH_ENDPOINT_MAX || /[\\\s\p{Cc}]/u.test(value)) return null;
  const url = parseUrl(value);
  if (
    url === null ||
    url.protocol !== 'https:' ||
    url.username !== '' ||
    url.password !== '' ||
    url.hostname === '' ||
    url.href.length > PUSH_ENDPOINT_MAX
  )
    return null;
  return url.href;
}

/** An endpoint the server accepts (see `normalizePushEndpoint`). */
export function isPushEndpoint(value: string): boolean {
  return normalizePushEndpoint(value) !== null;
}

export function isP256dhKey(value: string): boolean {
  const bytes = base64UrlBytes(value);
  return bytes !== null && bytes.length === P256DH_BYTES && bytes[0] === 0x04;
}

export function isAuthSecret(value: string): boolean {
  const bytes = base64UrlBytes(value);
  return bytes !== null && bytes.length === AUTH_SECRET_BYTES;
}

/**
 * Whether an endpoint's host is one of the push services allowed (`host` itself or a subdomain of
 * it): the server posts to the endpoint, so only the push services' hosts are accepted.
 */
export function isAllowedPushHost(endpoint: string, allowed: readonly string[]): boolean {
  const host = parseUrl(endpoint)?.hostname.toLowerCase();
  if (!host) return false;
  return allowed.some((entry) => {
    const suffix = entry.toLowerCase();
    return host === suffix || host.endsWith(`.${suffix}`);
  });
}

/**
 * The endpoint to keep for a subscription, normalised, or null when the server does not post
 * there: not an endpoint (`normalizePushEndpoint`) or not on one of the `allowed` push services.
 * What is stored passes it unchanged, so a message is only ever posted where it allows.
 */
export function acceptedPushEndpoint(value: string, allowed: readonly string[]): string | null {
  const endpoint = normalizePushEndpoint(value);
  return endpoint !== null && isAllowedPushHost(endpoint, allowed) ? endpoint : null;
}

/** The hosts of the browsers' push services (Chrome and Edge's, Firefox's, Safari's, Windows'). */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export const PushSubscriptionSchema = z.object({
  endpoint: z.string().refine(isPushEndpoint, { error: 'push.invalidEndpoint' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().refine(isP256dhKey, { error: 'push.invalidKey' }),
    auth: z.string().refine(isAuthSecret, { error: 'push.invalidAuth' }),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;
