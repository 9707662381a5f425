import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
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
