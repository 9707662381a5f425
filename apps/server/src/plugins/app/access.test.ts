import { STAFF_PERMISSION_NAMES } from '@school/domain/access/staff';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import access, { staffOnly } from './access.ts';

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

  it('refuses to start with a staff console route that is not staffOnly, or staffOnly elsewhere', async () => {
    const app = Fastify();
    await app.register(access);
    app.get('/api/staff/declared', { config: { access: staffOnly('Segreteria') } }, async () => ({}));
    expect(() =>
      app.get('/api/staff/example', { config: { access: 'signedIn' } }, async () => ({ ok: true })),
    ).toThrow(/GET \/api\/staff\/example: staffOnly\(…\) is the access of \/api\/staff routes only/);
    expect(() =>
      app.get('/api/example', { config: { access: staffOnly('any') } }, async () => ({ ok: true })),
    ).toThrow(/GET \/api\/example: staffOnly/);
    await app.close();
  });

  it('answers 401 to visitors on signed-in and rule-guarded routes, 403 to users the rule refuses', async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get('/api/profile')).statusCode).toBe(401);
    expect((await visitor.get('/api/billing')).statusCode).toBe(401);
    expect((await visitor.get('/api/staff/candidates')).statusCode).toBe(404);

    const user = await createUser(ctx.db, {});
    const client = new TestClient(ctx.app);
    expect(
      (await client.post('/api/auth/login', { username: user.username, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/profile')).statusCode).toBe(200);
    expect((await client.get('/api/staff/candidates')).statusCode).toBe(404);
  });

  it('answers every signed-in route 401 to visitors, every rule-guarded route 403 to a user the rule refuses, every staff route 404 to anyone not staff and 403 to staff without its permission', async () => {
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const isMethod = (m: string): m is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(m);
    const guarded = ctx.app.apiRoutes.filter((r) => r.access !== 'public' && isMethod(r.method));
    expect(guarded.length).toBeGreaterThan(30);
    expect(guarded.filter((r) => typeof r.access === 'object').length).toBeGreaterThan(10);
    const url = (u: string) => u.replace(/:[A-Za-z]+/g, '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f');
    const signedIn = async (values: Parameters<typeof createUser>[1]) => {
      const user = await createUser(ctx.db, values);
      const client = new TestClient(ctx.app);
      const res = await client.post('/api/auth/login', { username: user.username, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      return client;
    };
    const visitor = new TestClient(ctx.app);
    const plain = await signedIn({ categories: [] });
    // Staff holding one permission each, plus an employee whose permission is not a staff one.
    const employee = await signedIn({ categories: ['Dipendente'], webappPermissions: ['Apertura Porte'] });
    const staffWith = new Map<string, TestClient>();
    for (const permission of STAFF_PERMISSION_NAMES) {
      staffWith.set(
        permission,
        await signedIn({ categories: ['Dipendente'], webappPermissions: [permission] }),
      );
    }
    for (const route of guarded) {
      const method = route.method as (typeof METHODS)[number];
      const call = (client: TestClient) =>
        client.request(method, url(route.url), method === 'GET' ? undefined : {});
      const { access } = route;
      if (typeof access === 'object') {
        for (const [who, client] of [
          ['a visitor', visitor],
          ['a user', plain],
          ['an employee without a staff permission', employee],
        ] as const) {
          const res = await call(client);
          expect(res.statusCode, `${method} ${route.url} as ${who}`).toBe(404);
          expect(res.json().error.message, `${method} ${route.url} as ${who}`).toMatch(/^No route /);
        }
        for (const [permission, client] of staffWith) {
          if (access.staff === 'any' || access.staff === permission) continue;
          const res = await call(client);
          expect(res.statusCode, `${method} ${route.url} with only ${permission}`).toBe(403);
        }
        continue;
      }
      expect((await call(visitor)).statusCode, `${method} ${route.url} as a visitor`).toBe(401);
      if (typeof access === 'function') {
        expect((await call(plain)).statusCode, `${method} ${route.url} without the rule`).toBe(403);
      }
    }
  });
});
