import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { controlCharacterPaths } from './input.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { OUTBOX_VIEW: 'true', E2E_STATE_RESET: 'true' } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;
const SOME_ID = '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f';
const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);

describe('control characters in any request', () => {
  it('finds them at any depth and names the fields', () => {
    expect(controlCharacterPaths({ a: 'ok', b: { c: ['x', 'y\u0000'] }, d: 'tab\tand\nnew line\r' })).toEqual(
      ['b.c.1'],
    );
    expect(controlCharacterPaths({ name: 'bell\u0007', other: '\u009b' })).toEqual(['name', 'other']);
    expect(controlCharacterPaths('\u0000')).toEqual(['_']);
    expect(controlCharacterPaths(undefined)).toEqual([]);
  });

  it('answers every API route 400 request.controlCharacters, never 500, with a NUL in its path, query or body', async () => {
    const { client } = await signIn(ctx, {
      categories: ['Candidato', 'Studente', 'Dipendente'],
      webappPermissions: ['Segreteria'],
    });
    const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const isMethod = (m: string): m is (typeof METHODS)[number] => (METHODS as readonly string[]).includes(m);
    const routes = ctx.app.apiRoutes.flatMap((r) => (isMethod(r.method) ? [{ ...r, method: r.method }] : []));
    expect(routes.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const { method, url } of routes) {
      const attempts =
        method === 'GET'
          ? [
              ...(url.includes(':') ? [withParams(url, 'x%00y')] : []),
              `${withParams(url, SOME_ID)}?q=%00&locale=it&productCode=A%00`,
            ].map((path) => () => client.request('GET', path))
          : [
              ...(url.includes(':')
                ? [() => client.request(method, withParams(url, 'x%00y'), { text: 'ok' })]
                : []),
              () =>
                client.request(method, withParams(url, SOME_ID), {
                  username: 'anna\u0000@example.com',
                  nested: { list: ['\u0000'] },
                }),
            ];
      for (const attempt of attempts) {
        const res = await attempt();
        expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(500);
        if (res.statusCode === 400) {
          expect(errorOf(res).code, `${method} ${url}`).toBe('request.controlCharacters');
          refused.push(`${method} ${url}`);
        }
      }
    }
    // Every route this user may call refused them (the others answered 401/403/404 before reading).
    expect(new Set(refused).size).toBeGreaterThan(40);
  });

  it('changes nothing: sign-up, login and profile with a NUL', async () => {
    const visitor = new TestClient(ctx.app);
    const signup = await visitor.post('/api/auth/signup', {
      username: 'anna@example.com',
      confirmUsername: 'anna@example.com',
      password: 'Una-Password-2026',
      firstName: 'An\u0000na',
      lastName: 'Rossi',
    });
    expect(signup.statusCode).toBe(400);
    expect(errorOf(signup)).toMatchObject({
      code: 'request.controlCharacters',
      fields: { firstName: expect.any(String) },
    });
    expect(await ctx.db.select().from(users)).toHaveLength(0);

    await createUser(ctx.db, { username: 'bruno@example.com' });
    const login = await visitor.post('/api/auth/login', {
      username: 'bruno@example.com\u0000',
      password: 'x',
    });
    expect(login.statusCode).toBe(400);
    expect(errorOf(login).code).toBe('request.controlCharacters');

    const { client, user } = await signIn(ctx, { firstName: 'Carla' });
    const before = (await client.get('/api/profile')).json();
    const save = await client.put('/api/profile', { ...before, address: { street: 'Via\u0000Roma' } });
    expect(save.statusCode).toBe(400);
    expect((await client.get('/api/profile')).json()).toEqual(before);
    expect(user.firstName).toBe('Carla');
  });
});

describe('form posts', () => {
  it('are refused with 415 by every JSON route, e.g. login and sign-up', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const client = new TestClient(ctx.app);
    for (const url of ['/api/auth/login', '/api/auth/signup', '/api/auth/password-recovery']) {
      const res = await client.request('POST', url, undefined, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: 'username=anna%40example.com&password=x&email=anna%40example.com',
      });
      expect(res.statusCode, url).toBe(415);
      expect(errorOf(res).code).toBe('request.unsupportedMediaType');
    }
  });
});
