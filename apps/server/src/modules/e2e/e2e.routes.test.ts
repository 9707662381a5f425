import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { createNotification, createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext, testConfig } from '../../test/test-app.ts';

const SNAPSHOT = '/api/e2e/snapshot';
const RESTORE = '/api/e2e/restore';

describe('the journeys’ put-back of the demo state without E2E_STATE_RESET', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is no route: 404 to a visitor and to a signed-in person alike, as a path nothing serves', async () => {
    const { client } = await signIn(ctx);
    // Without a CSRF token any state-changing request is refused before its route is looked up.
    const bare = async (url: string) => (await ctx.app.inject({ method: 'POST', url })).json();
    for (const path of [SNAPSHOT, RESTORE]) {
      expect((await new TestClient(ctx.app).post(path)).statusCode).toBe(404);
      expect((await client.post(path)).statusCode).toBe(404);
      expect(await bare(path)).toEqual(await bare('/api/e2e/nothing'));
    }
  });

  it('cannot be turned on in production: the server refuses to start', () => {
    expect(() => testConfig({ NODE_ENV: 'production', E2E_STATE_RESET: 'true' })).toThrow(
      /E2E_STATE_RESET:.*never on in production/,
    );
  });
});

describe('the journeys’ put-back of the demo state with E2E_STATE_RESET', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { E2E_STATE_RESET: 'true' } });
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  /** Each notification's read time as the database holds it, to the microsecond. */
  const readTimes = async () =>
    (
      (await ctx.db.execute(
        sql`select id, read_at::text as read_at from notifications order by id`,
      )) as unknown as { rows: Array<{ id: string; read_at: string | null }> }
    ).rows;

  it('answers 404 to a restore before any snapshot, and changes nothing', async () => {
    const user = await createUser(ctx.db, { language: 'it' });
    await ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const res = await new TestClient(ctx.app).post(RESTORE);
    expect(res.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('en');
  });

  it('puts back exactly the snapshot: languages, the notifications made since removed, read states', async () => {
    const { user, client } = await signIn(ctx, { language: 'it' });
    const other = await createUser(ctx.db, { language: 'en' });
    const unread = await createNotification(ctx.db, user.id, 'Da leggere');
    const read = await createNotification(ctx.db, user.id, 'Letta');
    const theirs = await createNotification(ctx.db, other.id, 'Di un altro');
    // A read time with microseconds, which a JavaScript date would not keep.
    await ctx.db.execute(
      sql`update notifications set read_at = '2026-03-02 10:15:30.123456+00' where id = ${read.id}`,
    );
    const before = await readTimes();

    const visitor = new TestClient(ctx.app);
    const snapshot = await visitor.post(SNAPSHOT);
    expect([snapshot.statusCode, snapshot.json()]).toEqual([200, { users: 2, notifications: 3 }]);

    // What journeys do: switch the language, read the bell, cause a notification.
    expect((await client.put('/api/profile/language', { language: 'en' })).statusCode).toBe(204);
    expect((await client.post(`/api/notifications/${unread.id}/read`)).statusCode).toBe(204);
    await ctx.db.update(notifications).set({ readAt: null }).where(eq(notifications.id, read.id));
    await createNotification(ctx.db, user.id, 'Un posto libero');
    await ctx.db.update(users).set({ language: 'it' }).where(eq(users.id, other.id));
    expect((await client.get('/api/notifications')).json()).toMatchObject({ unread: 2, total: 3 });

    const restore = await visitor.post(RESTORE);
    expect([restore.statusCode, restore.json()]).toEqual([200, { languages: 2, removed: 1, readStates: 2 }]);
    expect(await readTimes()).toEqual(before);
    const languages = await ctx.db.select({ id: users.id, language: users.language }).from(users);
    expect(languages).toEqual(
      expect.arrayContaining([
        { id: user.id, language: 'it' },
        { id: other.id, language: 'en' },
      ]),
    );
    // The signed-in person sees it at once (their kept session follows the users' table).
    expect((await client.get('/api/me')).json().user.language).toBe('it');
    expect((await client.get('/api/notifications')).json()).toMatchObject({ unread: 1, total: 2 });
    expect(before.map((n) => n.id).sort()).toEqual([unread.id, read.id, theirs.id].sort());

    // Nothing left to put back: a second restore changes nothing, and the snapshot stays for the next.
    expect((await visitor.post(RESTORE)).json()).toEqual({ languages: 0, removed: 0, readStates: 0 });
    await client.put('/api/profile/language', { language: 'en' });
    expect((await visitor.post(RESTORE)).json()).toEqual({ languages: 1, removed: 0, readStates: 0 });
  });

  it('needs no session nor CSRF token: the journeys call it from outside the browser', async () => {
    const bare = await ctx.app.inject({ method: 'POST', url: SNAPSHOT });
    expect(bare.statusCode).toBe(200);
    const restored = await ctx.app.inject({ method: 'POST', url: RESTORE });
    expect(restored.statusCode).toBe(200);
  });
});
