import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, notificationPreferences, notifications } from '../../db/schema/index.ts';
import { createNotification, createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('notifications', () => {
  it('lists only the user own notifications, newest first, with the unread count', async () => {
    const { user, client } = await signIn(ctx);
    const other = await createUser(ctx.db);
    await createNotification(ctx.db, user.id, 'Prima');
    await createNotification(ctx.db, user.id, 'Letta', new Date());
    await createNotification(ctx.db, other.id, 'Di un altro');
    const res = await client.get('/api/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(1);
    expect(body.items.map((n: { title: string }) => n.title).sort()).toEqual(['Letta', 'Prima']);
  });

  it('marks one read; another user’s notification is 404 and stays unread', async () => {
    const { user, client } = await signIn(ctx);
    const mine = await createNotification(ctx.db, user.id);
    const other = await createUser(ctx.db);
    const theirs = await createNotification(ctx.db, other.id);
    expect((await client.post(`/api/notifications/${mine.id}/read`)).statusCode).toBe(204);
    expect((await client.get('/api/notifications')).json().unread).toBe(0);
    const res = await client.post(`/api/notifications/${theirs.id}/read`);
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.readAt).toBeNull();
  });

  it('refuses an id that is not a uuid', async () => {
    const { client } = await signIn(ctx);
    expect((await client.post('/api/notifications/1%27%20or%201=1/read')).statusCode).toBe(400);
  });

  it('is 401 for a visitor', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.get('/api/notifications')).statusCode).toBe(401);
    expect(
      (await client.post('/api/notifications/00000000-0000-4000-8000-000000000000/read')).statusCode,
    ).toBe(401);
  });
});

describe('the notifications page: pages and mark all read', () => {
  it('pages newest first with the total, and marks only the person’s own unread ones read', async () => {
    const { user, client } = await signIn(ctx);
    const other = await createUser(ctx.db);
    for (let i = 1; i <= 5; i++) {
      await ctx.db.insert(notifications).values({
        userId: user.id,
        kind: 'orders',
        title: `N${i}`,
        body: 'b',
        url: '/ecommerce/log',
        createdAt: new Date(Date.UTC(2030, 0, i)),
      });
    }
    await createNotification(ctx.db, other.id, 'Di un altro');
    const page2 = (await client.get('/api/notifications?page=2&pageSize=2')).json();
    expect(page2.items.map((n: { title: string }) => n.title)).toEqual(['N3', 'N2']);
    expect(page2).toMatchObject({ total: 5, unread: 5 });
    expect(page2.items[0]).toMatchObject({ kind: 'orders', url: '/ecommerce/log' });
    const res = await client.post('/api/notifications/read-all');
    expect([res.statusCode, res.json()]).toEqual([200, { marked: 5 }]);
    expect((await client.get('/api/notifications')).json()).toMatchObject({ unread: 0, total: 5 });
    const [theirs] = await ctx.db.select().from(notifications).where(eq(notifications.userId, other.id));
    expect(theirs?.readAt).toBeNull();
  });

  it.each(['page=0', 'pageSize=51', 'page=x'])('refuses the query %s', async (query) => {
    const { client } = await signIn(ctx);
    expect((await client.get(`/api/notifications?${query}`)).statusCode).toBe(400);
  });

  it('is 401 for a visitor', async () => {
    expect((await new TestClient(ctx.app).post('/api/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('preferences per kind and channel', () => {
  it('start all on (mail only for the kinds that mail), change, and stay the person’s own', async () => {
    const { client } = await signIn(ctx);
    const other = await signIn(ctx);
    const initial = (await client.get('/api/notifications/preferences')).json().preferences;
    expect(initial).toEqual([
      { kind: 'documents', inApp: true, push: true, mail: true },
      { kind: 'orders', inApp: true, push: true, mail: true },
      { kind: 'bookings', inApp: true, push: true, mail: true },
      { kind: 'tickets', inApp: true, push: true, mail: null },
      { kind: 'survey', inApp: true, push: true, mail: null },
      { kind: 'school', inApp: true, push: true, mail: null },
    ]);
    const res = await client.put('/api/notifications/preferences', {
      preferences: [
        { kind: 'orders', inApp: true, push: false, mail: false },
        { kind: 'survey', inApp: false, push: true, mail: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toContainEqual({ kind: 'orders', inApp: true, push: false, mail: false });
    // A kind that never mails keeps no mail choice.
    expect(res.json().preferences).toContainEqual({ kind: 'survey', inApp: false, push: true, mail: null });
    expect((await other.client.get('/api/notifications/preferences')).json().preferences).toEqual(initial);
  });

  it.each([
    ['an unknown kind', { preferences: [{ kind: 'spam', inApp: true, push: true, mail: null }] }],
    [
      'a kind twice',
      {
        preferences: [
          { kind: 'orders', inApp: true, push: true, mail: true },
          { kind: 'orders', inApp: false, push: true, mail: true },
        ],
      },
    ],
    ['a channel as text', { preferences: [{ kind: 'orders', inApp: 'yes', push: true, mail: true }] }],
  ])('refuses %s and changes nothing', async (_name, body) => {
    const { user, client } = await signIn(ctx);
    expect((await client.put('/api/notifications/preferences', body)).statusCode).toBe(400);
    expect(
      await ctx.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)),
    ).toEqual([]);
  });

  it('is 401 for a visitor', async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get('/api/notifications/preferences')).statusCode).toBe(401);
    expect((await visitor.put('/api/notifications/preferences', { preferences: [] })).statusCode).toBe(401);
  });
});

describe('POST /api/analytics/events', () => {
  it('records an allowed event, with the person when signed in, and refuses any other name', async () => {
    const { user, client } = await signIn(ctx);
    expect((await client.post('/api/analytics/events', { name: 'installPrompt.accepted' })).statusCode).toBe(
      204,
    );
    const visitor = new TestClient(ctx.app);
    expect(
      (await visitor.post('/api/analytics/events', { name: 'installPrompt.dismissed' })).statusCode,
    ).toBe(204);
    const refused = await visitor.post('/api/analytics/events', { name: 'page.view' });
    expect([refused.statusCode, refused.json().error.fields?.name]).toEqual([400, 'analytics.unknownEvent']);
    const rows = await ctx.db.select().from(analyticsEvents);
    expect(rows.map((r) => [r.name, r.userId]).sort()).toEqual([
      ['installPrompt.accepted', user.id],
      ['installPrompt.dismissed', null],
    ]);
  });

  it('needs the CSRF token like every change', async () => {
    const res = await new TestClient(ctx.app).post(
      '/api/analytics/events',
      { name: 'installPrompt.accepted' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.select().from(analyticsEvents)).toEqual([]);
  });
});
