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
    expect((await visitor.get('/api/staff/candidates')).statusCode).toBe(401);

    const user = await createUser(ctx.db, {});
    const client = new TestClient(ctx.app);
    expect(
      (await client.post('/api/auth/login', { username: user.username, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    const staffOnly = await client.get('/api/staff/candidates');
    expect(staffOnly.statusCode).toBe(403);
  });

  it('answers every signed-in route 401 to visitors and every rule-guarded route 403 to a user the rule refuses', async () => {
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const isMethod = (m: string): m is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(m);
    const guarded = ctx.app.apiRoutes.filter((r) => r.access !== 'public' && isMethod(r.method));
    expect(guarded.length).toBeGreaterThan(30);
    const url = (u: string) => u.replace(/:[A-Za-z]+/g, '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f');
    const visitor = new TestClient(ctx.app);
    const nobody = await createUser(ctx.db, { categories: [] });
    const plain = new TestClient(ctx.app);
    expect(
      (await plain.post('/api/auth/login', { username: nobody.username, password: PASSWORD })).statusCode,
    ).toBe(200);
    for (const route of guarded) {
      const method = route.method as (typeof METHODS)[number];
      const anonymous = await visitor.request(method, url(route.url), method === 'GET' ? undefined : {});
      expect(anonymous.statusCode, `${method} ${route.url} as a visitor`).toBe(401);
      if (typeof route.access === 'function') {
        const refused = await plain.request(method, url(route.url), method === 'GET' ? undefined : {});
        expect(refused.statusCode, `${method} ${route.url} without the rule`).toBe(403);
      }
    }
  });
});
