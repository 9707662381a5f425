import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notificationPreferences,
  notifications,
  pushSubscriptions,
  pushVapidKeys,
} from '../../db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { webPushSender } from '../../platform/push/push-sender.ts';
import { errorOf } from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { type LocalPushService, startPushService } from '../../test/push-service.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { notifyUser, type PushDeliveryData } from './notify.ts';
import { pushDeliveryJob, vapidKeyStore } from './push.service.ts';

let ctx: TestContext;
let service: LocalPushService;
beforeAll(async () => {
  service = await startPushService();
  ctx = await createTestApp({ env: { PUSH_SERVICE_HOSTS: 'localhost' }, pushAgent: service.agent });
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});
beforeEach(async () => {
  await ctx.reset();
  service.received.length = 0;
  service.refused.length = 0;
});

const SUBSCRIPTIONS = '/api/push/subscriptions';

async function subscriptionRows(endpoint?: string) {
  const rows = await ctx.db.select().from(pushSubscriptions);
  return endpoint ? rows.filter((r) => r.endpoint === endpoint) : rows;
}

/** Tells the user something in a transaction of its own, as a feature does. */
function tell(userId: string, title = 'Documento richiesto') {
  return ctx.db.transaction((tx) =>
    notifyUser(tx, ctx.app.notifier, userId, {
      kind: 'documents',
      title,
      body: 'La segreteria ti chiede un documento.',
      url: '/areacandidato?tab=documents',
    }),
  );
}

describe('GET /api/push/key', () => {
  it('answers anyone the public key, generated once and kept in the database', async () => {
    const visitor = new TestClient(ctx.app);
    const first = await visitor.get('/api/push/key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await visitor.get('/api/push/key')).json().publicKey).toBe(publicKey);
    const [row] = await ctx.db.select().from(pushVapidKeys);
    expect(row?.publicKey).toBe(publicKey);
  });

  it('two stores on one database agree on the first pair written; configured keys win and are not stored', async () => {
    await ctx.db.delete(pushVapidKeys);
    const config = ctx.app.config.push;
    const [a, b] = await Promise.all([
      vapidKeyStore(ctx.db, config).keys(),
      vapidKeyStore(ctx.db, config).keys(),
    ]);
    expect(a).toEqual(b);
    const configured = { publicKey: 'P'.repeat(87), privateKey: 'p'.repeat(43) };
    await ctx.db.delete(pushVapidKeys);
    expect(await vapidKeyStore(ctx.db, { ...config, vapid: configured }).keys()).toEqual(configured);
    expect(await ctx.db.select().from(pushVapidKeys)).toEqual([]);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('keeps a subscription; the same again is "already subscribed"', async () => {
    const { user, client } = await signIn(ctx);
    const browser = service.subscription();
    const res = await client.post(SUBSCRIPTIONS, browser.json);
    expect([res.statusCode, res.json()]).toEqual([201, { success: true, created: true }]);
    const again = await client.post(SUBSCRIPTIONS, browser.json);
    expect([again.statusCode, again.json()]).toEqual([200, { success: true, created: false }]);
    const rows = await subscriptionRows();
    expect(rows.map((r) => [r.userId, r.endpoint, r.p256dh, r.auth])).toEqual([
      [user.id, browser.endpoint, browser.json.keys.p256dh, browser.json.keys.auth],
    ]);
  });

  it('is 401 for a visitor', async () => {
    const res = await new TestClient(ctx.app).post(SUBSCRIPTIONS, service.subscription().json);
    expect(res.statusCode).toBe(401);
    expect(await subscriptionRows()).toEqual([]);
  });

  const valid = () => service.subscription().json;
  it.each([
    [
      'an http endpoint',
      () => ({ ...valid(), endpoint: valid().endpoint.replace('https:', 'http:') }),
      'endpoint',
      'push.invalidEndpoint',
    ],
    [
      'an endpoint that is no URL',
      () => ({ ...valid(), endpoint: 'not a url' }),
      'endpoint',
      'push.invalidEndpoint',
    ],
    [
      'an endpoint with credentials',
      () => ({ ...valid(), endpoint: valid().endpoint.replace('https://', 'https://u:p@') }),
      'endpoint',
      'push.invalidEndpoint',
    ],
    [
      'an endpoint with a backslash',
      () => ({ ...valid(), endpoint: valid().endpoint.replace('://localhost', '://localhost\\@127.0.0.1') }),
      'endpoint',
      'push.invalidEndpoint',
    ],
    [
      'a backslash hiding another host after the service’s',
      () => ({ ...valid(), endpoint: 'https://localhost\\@127.0.0.1:4798/x' }),
      'endpoint',
      'push.invalidEndpoint',
    ],
    [
      'a host that is no push service',
      () => ({ ...valid(), endpoint: 'https://evil.example/push/1' }),
      'endpoint',
      'push.unknownService',
    ],
    [
      'a p256dh one byte short',
      () => {
        const v = valid();
        return { ...v, keys: { ...v.keys, p256dh: v.keys.p256dh.slice(0, 86) } };
      },
      'keys.p256dh',
      'push.invalidKey',
    ],
    [
      'a p256dh not uncompressed',
      () => {
        const v = valid();
        return { ...v, keys: { ...v.keys, p256dh: `A${v.keys.p256dh.slice(1)}` } };
      },
      'keys.p256dh',
      'push.invalidKey',
    ],
    [
      'a p256dh with padding',
      () => {
        const v = valid();
        return { ...v, keys: { ...v.keys, p256dh: `${v.keys.p256dh}=` } };
      },
      'keys.p256dh',
      'push.invalidKey',
    ],
    [
      'an auth of 15 bytes',
      () => {
        const v = valid();
        return { ...v, keys: { ...v.keys, auth: Buffer.alloc(15, 1).toString('base64url') } };
      },
      'keys.auth',
      'push.invalidAuth',
    ],
    [
      'an auth in base64 with + and /',
      () => {
        const v = valid();
        return { ...v, keys: { ...v.keys, auth: '+/+/+/+/+/+/+/+/+/+/+w' } };
      },
      'keys.auth',
      'push.invalidAuth',
    ],
    [
      'a key the browser never sends',
      () => {
        const v = valid();
        return { ...v, keys: { ...v.keys, extra: 'x' } };
      },
      'keys',
      'invalid',
    ],
    ['no keys', () => ({ endpoint: valid().endpoint }), 'keys', 'invalid'],
  ])('refuses %s with its code and stores nothing', async (_name, body, field, code) => {
    const { client } = await signIn(ctx);
    const res = await client.post(SUBSCRIPTIONS, body());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect(await subscriptionRows()).toEqual([]);
  });

  it('keeps the endpoint normalised, and forgets it given as the browser wrote it', async () => {
    const { client } = await signIn(ctx);
    const browser = service.subscription();
    const written = browser.endpoint
      .replace('https://localhost', 'HTTPS://LocalHost')
      .replace('/push/', '/push/x/../');
    const res = await client.post(SUBSCRIPTIONS, { ...browser.json, endpoint: written });
    expect(res.statusCode).toBe(201);
    expect((await subscriptionRows()).map((r) => r.endpoint)).toEqual([browser.endpoint]);
    expect((await client.request('DELETE', SUBSCRIPTIONS, { endpoint: written })).statusCode).toBe(204);
    expect(await subscriptionRows()).toEqual([]);
  });

  it('refuses another person’s endpoint with other keys; the same browser (same keys) moves to whoever signs in', async () => {
    const first = await signIn(ctx);
    const second = await signIn(ctx);
    const browser = service.subscription();
    expect((await first.client.post(SUBSCRIPTIONS, browser.json)).statusCode).toBe(201);
    const stolen = { ...browser.json, keys: service.subscription().json.keys };
    const refused = await second.client.post(SUBSCRIPTIONS, stolen);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'push.endpointTaken']);
    expect((await subscriptionRows())[0]?.userId).toBe(first.user.id);
    const moved = await second.client.post(SUBSCRIPTIONS, browser.json);
    expect([moved.statusCode, moved.json().created]).toEqual([201, true]);
    expect((await subscriptionRows()).map((r) => r.userId)).toEqual([second.user.id]);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('forgets the person’s own subscription; another person’s is 404 and stays', async () => {
    const owner = await signIn(ctx);
    const other = await signIn(ctx);
    const browser = service.subscription();
    await owner.client.post(SUBSCRIPTIONS, browser.json);
    const refused = await other.client.request('DELETE', SUBSCRIPTIONS, { endpoint: browser.endpoint });
    expect(refused.statusCode).toBe(404);
    expect(await subscriptionRows()).toHaveLength(1);
    const res = await owner.client.request('DELETE', SUBSCRIPTIONS, { endpoint: browser.endpoint });
    expect(res.statusCode).toBe(204);
    expect(await subscriptionRows()).toEqual([]);
  });

  it('is 401 for a visitor and 400 without an endpoint', async () => {
    const visitor = await new TestClient(ctx.app).request('DELETE', SUBSCRIPTIONS, { endpoint: 'https://x' });
    expect(visitor.statusCode).toBe(401);
    const { client } = await signIn(ctx);
    expect((await client.request('DELETE', SUBSCRIPTIONS, {})).statusCode).toBe(400);
  });
});

describe('push delivery through the job runner', () => {
  it('posts nothing to a subscription kept before endpoints were checked, and deletes it', async () => {
    const { user, client } = await signIn(ctx);
    const phone = service.subscription();
    await client.post(SUBSCRIPTIONS, phone.json);
    const old = service.subscription();
    // As a subscription was stored before: the endpoint as written, a backslash before the host.
    await ctx.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: old.endpoint.replace('://localhost', '://localhost\\@127.0.0.1'),
      p256dh: old.json.keys.p256dh,
      auth: old.json.keys.auth,
    });
    await tell(user.id);
    await ctx.app.jobs.runDue();
    expect(service.received.map((r) => r.id)).toEqual([phone.id]);
    expect((await subscriptionRows()).map((r) => r.endpoint)).toEqual([phone.endpoint]);
  });

  it('notifyUser sends nothing by itself; the job posts a VAPID-signed, aes128gcm message each device decrypts', async () => {
    const { user, client } = await signIn(ctx);
    const phone = service.subscription();
    const laptop = service.subscription();
    await client.post(SUBSCRIPTIONS, phone.json);
    await client.post(SUBSCRIPTIONS, laptop.json);
    await tell(user.id);
    expect(service.received).toEqual([]);
    await ctx.app.jobs.runDue();
    expect(service.refused).toEqual([]);
    const { publicKey } = (await client.get('/api/push/key')).json();
    expect(service.received.map((r) => r.id).sort()).toEqual([phone.id, laptop.id].sort());
    for (const push of service.received) {
      expect(push.payload).toEqual({
        title: 'Documento richiesto',
        body: 'La segreteria ti chiede un documento.',
        url: '/areacandidato?tab=documents',
        tag: 'documents',
      });
      expect(push.vapidPublicKey).toBe(publicKey);
      expect(push.claims.aud).toBe(service.origin);
      expect(push.claims.sub).toBe(ctx.app.config.push.subject);
      expect(Number(push.ttl)).toBeGreaterThan(0);
    }
    // Once: nothing left to send.
    await ctx.app.jobs.runDue();
    expect(service.received).toHaveLength(2);
  });

  it('a rolled-back change sends no push', async () => {
    const { user, client } = await signIn(ctx);
    await client.post(SUBSCRIPTIONS, service.subscription().json);
    await expect(
      ctx.db.transaction(async (tx) => {
        await notifyUser(tx, ctx.app.notifier, user.id, { kind: 'school', title: 'x', body: 'y' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.app.jobs.runDue();
    expect(service.received).toEqual([]);
  });

  it.each([410, 404])(
    'a %i from the push service deletes the subscription; the others still get it',
    async (status) => {
      const { user, client } = await signIn(ctx);
      const gone = service.subscription();
      const kept = service.subscription();
      await client.post(SUBSCRIPTIONS, gone.json);
      await client.post(SUBSCRIPTIONS, kept.json);
      service.answer(gone.id, status);
      await tell(user.id);
      await ctx.app.jobs.runDue();
      expect((await subscriptionRows()).map((r) => r.endpoint)).toEqual([kept.endpoint]);
      expect(service.received.map((r) => r.id)).toEqual([kept.id]);
    },
  );

  it('a 500 or 429 is sent again later to that device only, with a doubling delay, up to the last attempt', async () => {
    const { client } = await signIn(ctx);
    const busy = service.subscription();
    const fine = service.subscription();
    const throttled = service.subscription();
    for (const s of [busy, fine, throttled]) await client.post(SUBSCRIPTIONS, s.json);
    service.answer(busy.id, 500, 1);
    service.answer(throttled.id, 429, 1);
    const rows = await subscriptionRows();
    const idOf = (endpoint: string) => rows.find((r) => r.endpoint === endpoint)?.id ?? '';
    const resent: Array<{ data: PushDeliveryData; startAfter?: Date }> = [];
    const jobs = {
      send: async (_db: unknown, _job: unknown, data: PushDeliveryData, options?: { startAfter?: Date }) => {
        resent.push({ data, startAfter: options?.startAfter });
      },
    } as unknown as Jobs;
    const job = pushDeliveryJob({
      db: ctx.db,
      jobs,
      sender: webPushSender({ subject: 'mailto:test@example.com', agent: service.agent }),
      vapid: ctx.app.vapid,
      log: { warn: () => undefined, info: () => undefined },
      serviceHosts: ['localhost'],
    });
    const payload = { title: 't', body: 'b', url: '/', tag: 'school' };
    const before = Date.now();
    await job.run({ subscriptionIds: rows.map((r) => r.id), payload, attempt: 0 });
    expect(service.received.map((r) => r.id)).toEqual([fine.id]);
    expect(resent).toHaveLength(1);
    expect(resent[0]?.data.subscriptionIds.sort()).toEqual(
      [idOf(busy.endpoint), idOf(throttled.endpoint)].sort(),
    );
    expect(resent[0]?.data.attempt).toBe(1);
    expect(resent[0]?.startAfter?.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    // The re-sent job reaches both (their service answers again), and sends nothing more.
    await job.run(resent[0]?.data as PushDeliveryData);
    expect(service.received.map((r) => r.id).sort()).toEqual([busy.id, fine.id, throttled.id].sort());
    expect(resent).toHaveLength(1);
    // At the last attempt a failure is given up.
    service.answer(busy.id, 503);
    await job.run({ subscriptionIds: [idOf(busy.endpoint)], payload, attempt: 3 });
    expect(resent).toHaveLength(1);
    expect(await subscriptionRows()).toHaveLength(3);
  });

  it('follows the person’s choices: push off for a kind sends no push, in-app off stores no notification', async () => {
    const { user, client } = await signIn(ctx);
    await client.post(SUBSCRIPTIONS, service.subscription().json);
    await ctx.db.insert(notificationPreferences).values([
      { userId: user.id, kind: 'documents', channel: 'push', enabled: false },
      { userId: user.id, kind: 'school', channel: 'inApp', enabled: false },
    ]);
    await tell(user.id);
    await ctx.db.transaction((tx) =>
      notifyUser(tx, ctx.app.notifier, user.id, { kind: 'school', title: 'Avviso', body: 'Solo push' }),
    );
    await ctx.app.jobs.runDue();
    expect(service.received.map((r) => (r.payload as { title: string }).title)).toEqual(['Avviso']);
    const stored = await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(stored.map((n) => n.title)).toEqual(['Documento richiesto']);
  });

  it('a person without subscriptions gets the in-app notification and no push job', async () => {
    const user = await createUser(ctx.db);
    await tell(user.id);
    expect(await ctx.app.jobs.runDue()).toBe(0);
    expect(await ctx.db.select().from(notifications)).toHaveLength(1);
  });
});
