import '../../../test/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { type PushBrowser, subscribeToPush } from './web-push';

const KEY = `B${'A'.repeat(86)}`; // 65 bytes, the first 0x04
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: KEY, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

/** A browser whose parts each test changes; its push manager records what it is asked. */
function browser(overrides: Partial<PushBrowser> = {}, existing: object | null = null) {
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION, options: {} }));
  const registration = { pushManager: { getSubscription: vi.fn(async () => existing), subscribe } };
  const value: PushBrowser = {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
    maxTouchPoints: 0,
    platform: 'Linux x86_64',
    isStandalone: false,
    serviceWorker: {
      getRegistration: vi.fn(async () => registration),
    } as unknown as PushBrowser['serviceWorker'],
    hasPushManager: true,
    notification: { requestPermission: vi.fn(async () => 'granted' as NotificationPermission) },
    ...overrides,
  };
  return { value, subscribe };
}

/** The server: the key, and the subscription's answer (`created`, or a failure status). */
function server(answer: { created: boolean } | number) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/csrf') return jsonResponse(200, { token: 't' });
      if (url === '/api/push/key') return jsonResponse(200, { publicKey: KEY });
      if (url === '/api/push/subscriptions' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return typeof answer === 'number'
          ? jsonResponse(answer, { error: { code: 'server.error', message: 'x' } })
          : jsonResponse(answer.created ? 201 : 200, { success: true, ...answer });
      }
      return jsonResponse(404, {});
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe('subscribing to push (section 8’s outcomes)', () => {
  it('asks the permission, subscribes with the server’s key and gives the subscription to the server', async () => {
    const posted = server({ created: true });
    const { value, subscribe } = browser();
    expect(await subscribeToPush(value)).toBe('subscribed');
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) }),
    );
    const [options] = subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }];
    expect(options.applicationServerKey.length).toBe(65);
    expect(posted).toEqual([SUBSCRIPTION]);
  });

  it('already subscribed: the server knew the device', async () => {
    server({ created: false });
    expect(await subscribeToPush(browser().value)).toBe('alreadySubscribed');
  });

  it('permission denied, no service worker, no push at all, a server failure', async () => {
    server({ created: true });
    const denied = browser({ notification: { requestPermission: async () => 'denied' } });
    expect(await subscribeToPush(denied.value)).toBe('denied');
    expect(denied.subscribe).not.toHaveBeenCalled();
    expect(await subscribeToPush(browser({ serviceWorker: undefined }).value)).toBe('noServiceWorker');
    const unregistered = browser({
      serviceWorker: { getRegistration: async () => undefined } as unknown as PushBrowser['serviceWorker'],
    });
    expect(await subscribeToPush(unregistered.value)).toBe('noServiceWorker');
    expect(await subscribeToPush(browser({ notification: undefined }).value)).toBe('unsupported');
    server(500);
    expect(await subscribeToPush(browser().value)).toBe('failed');
  });

  it('an iPhone in Safari must add the app to the Home Screen first; once there it subscribes', async () => {
    server({ created: true });
    const iphone = {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1',
      platform: 'iPhone',
      maxTouchPoints: 5,
    };
    const safari = browser({ ...iphone, hasPushManager: false, notification: undefined });
    expect(await subscribeToPush(safari.value)).toBe('needsHomeScreen');
    const ipad = browser({
      userAgent: 'Mozilla/5.0 (Macintosh) Safari',
      platform: 'MacIntel',
      maxTouchPoints: 5,
    });
    expect(await subscribeToPush(ipad.value)).toBe('needsHomeScreen');
    expect(await subscribeToPush(browser({ ...iphone, isStandalone: true }).value)).toBe('subscribed');
  });

  it('a subscription made with another key is replaced', async () => {
    server({ created: true });
    const unsubscribe = vi.fn(async () => true);
    const old = { options: { applicationServerKey: new Uint8Array(65).buffer }, unsubscribe };
    const { value, subscribe } = browser({}, old);
    expect(await subscribeToPush(value)).toBe('subscribed');
    expect(unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalled();
  });
});
