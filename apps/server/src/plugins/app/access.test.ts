import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import access from './access.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('one way to guard a route: config.access', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    await app.register(access);
    app.get('/api/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/outside-the-api', async () => ({ ok: true }));
    expect(() => app.get('/api/unguarded-example', async () => ({ ok: true }))).toThrow(
      /GET \/api\/unguarded-example declares no access/,
    );
    await app.close();
  });

  it('answers 401 to visitors on signed-in and rule-guarded routes, 403 to users the rule refuses', async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get('/api/profile')).statusCode).toBe(401);
    expect((await visitor.get('/api/billing')).statusCode).toBe(401);
    expect((await visitor.get('/api/admin/candidates')).statusCode).toBe(401);

    const user = await createUser(ctx.db, {});
    const client = new TestClient(ctx.app);
    expect(
      (await client.post('/api/auth/login', { username: user.username, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    const staffOnly = await client.get('/api/admin/candidates');
    expect(staffOnly.statusCode).toBe(403);
  });
});
