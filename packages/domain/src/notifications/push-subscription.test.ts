import { describe, expect, it } from 'vitest';
import {
  acceptedPushEndpoint,
  base64UrlBytes,
  isAllowedPushHost,
  isAuthSecret,
  isP256dhKey,
  isPushEndpoint,
  normalizePushEndpoint,
  PushSubscriptionSchema,
} from './push-subscription.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Unpadded base64url, written out here so that the test does not use the decoder it checks. */
function b64u(bytes: number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET.charAt((n >> shift) & 63));
    out += chars.slice(0, Math.min(4, bytes.length - i + 1)).join('');
  }
  return out;
}
const P256DH = b64u([4, ...Array.from({ length: 64 }, (_, i) => i)]);
const AUTH = b64u(Array.from({ length: 16 }, (_, i) => 200 + i));

describe('the subscription checks (decision 51)', () => {
  it('decodes unpadded base64url and refuses other alphabets and padding', () => {
    expect([...(base64UrlBytes('AQID') ?? [])]).toEqual([1, 2, 3]);
    expect([...(base64UrlBytes('-_8') ?? [])]).toEqual([251, 255]);
    for (const bad of ['AQI=', '+/8', 'A', 'a b']) expect(base64UrlBytes(bad)).toBeNull();
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['not a url', false],
    [`https://fcm.googleapis.com/${'a'.repeat(2048)}`, false],
    ['https://push.example\\@127.0.0.1:4798/x', false],
    ['https://fcm.googleapis.com\\fcm/send/abc', false],
    ['https://fcm.googleapis.com/fcm/send/a b', false],
    ['https://fcm.googleapis.com/fcm/send/a\tb', false],
  ])('endpoint %s → %s', (endpoint, expected) => {
    expect(isPushEndpoint(endpoint)).toBe(expected);
  });

  it('keeps an endpoint in its normal form', () => {
    expect(normalizePushEndpoint('HTTPS://FCM.GoogleAPIs.com:443/fcm/send/../send/abc')).toBe(
      'https://fcm.googleapis.com/fcm/send/abc',
    );
    expect(normalizePushEndpoint('https://push.example\\@127.0.0.1:4798/x')).toBeNull();
  });

  it('accepts an endpoint only on the push services, normalised', () => {
    const allowed = ['push.apple.com', 'fcm.googleapis.com'];
    expect(acceptedPushEndpoint('https://Web.Push.Apple.com/x', allowed)).toBe(
      'https://web.push.apple.com/x',
    );
    expect(acceptedPushEndpoint('https://fcm.googleapis.com\\@127.0.0.1/x', allowed)).toBeNull();
    expect(acceptedPushEndpoint('https://127.0.0.1/x', allowed)).toBeNull();
    expect(acceptedPushEndpoint('http://fcm.googleapis.com/x', allowed)).toBeNull();
  });

  it('p256dh is 65 bytes starting 0x04; auth is 16 bytes', () => {
    expect(isP256dhKey(P256DH)).toBe(true);
    expect(isP256dhKey(b64u([2, ...Array.from({ length: 64 }, () => 1)]))).toBe(false);
    expect(isP256dhKey(b64u([4, ...Array.from({ length: 63 }, () => 1)]))).toBe(false);
    expect(isAuthSecret(AUTH)).toBe(true);
    expect(isAuthSecret(b64u(Array.from({ length: 17 }, () => 1)))).toBe(false);
  });

  it('allows a push service host and its subdomains only', () => {
    const allowed = ['push.apple.com', 'fcm.googleapis.com'];
    expect(isAllowedPushHost('https://web.push.apple.com/x', allowed)).toBe(true);
    expect(isAllowedPushHost('https://fcm.googleapis.com/x', allowed)).toBe(true);
    expect(isAllowedPushHost('https://evilpush.apple.com/x', allowed)).toBe(false);
    expect(isAllowedPushHost('https://push.apple.com.evil.example/x', allowed)).toBe(false);
  });

  it('the schema names the field in error', () => {
    const ok = {
      endpoint: 'https://fcm.googleapis.com/x',
      expirationTime: null,
      keys: { p256dh: P256DH, auth: AUTH },
    };
    expect(PushSubscriptionSchema.safeParse(ok).success).toBe(true);
    const bad = PushSubscriptionSchema.safeParse({ ...ok, keys: { p256dh: AUTH, auth: P256DH } });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['keys.p256dh', 'push.invalidKey'],
      ['keys.auth', 'push.invalidAuth'],
    ]);
  });
});
