import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from './db/schema/index.ts';
import { createUser, PASSWORD } from './test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from './test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ env: { WEB_DIST_DIR: dist, BODY_LIMIT_BYTES: '4096' } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorCode = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

describe('bad input', () => {
  it('answers malformed JSON with request.malformedJson and changes nothing', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/signup', undefined, {
      rawBody: '{"username": "a@b.it",',
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('request.malformedJson');
    expect(await ctx.db.select().from(users)).toHaveLength(0);
  });

  it('answers an oversized body with 413 request.tooLarge', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', {
      username: 'a'.repeat(10_000),
      password: 'x',
    });
    expect(res.statusCode).toBe(413);
    expect(errorCode(res)).toBe('request.tooLarge');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', undefined, {
      rawBody: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(errorCode(res)).toBe('request.unsupportedMediaType');
  });

  it('answers wrong types with request.invalid', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', { username: ['a'], password: 42 });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('request.invalid');
  });

  it('treats SQL in a username as text', async () => {
    await createUser(ctx.db, { username: 'anna@example.com' });
    const res = await new TestClient(ctx.app).post('/api/auth/login', {
      username: "anna@example.com' OR '1'='1",
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an unknown API route with a 404 code, not the web app', async () => {
    const res = await new TestClient(ctx.app).get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('request.notFound');
  });
});

describe('serving the web app', () => {
  it('answers any page with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/profilo', '/candidatura/CUCINA-2027A/3']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The staff console's viewer shows a fetched PDF from a blob: address; e-learning lessons
    // embed YouTube (its no-cookie host) and Vimeo players, the internship destination its map;
    // no other frame source.
    expect(res.headers['content-security-policy']).toContain(
      "frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com;",
    );
    // Lesson videos: ours or an https address; never plain http.
    expect(res.headers['content-security-policy']).toContain("media-src 'self' https:;");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
  });
});

describe('metrics in production', () => {
  const TOKEN = 'metrics-token-0123456789';

  it('are read only with the bearer token when METRICS_TOKEN is set', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_TEST_CHECKOUT: 'true',
        ATTENDANCE_SECRET: 'a'.repeat(32),
        METRICS: 'true',
        METRICS_TOKEN: TOKEN,
      },
    });
    try {
      const client = new TestClient(prod.app);
      expect((await client.get('/api/metrics')).statusCode).toBe(404);
      const wrong = await client.request('GET', '/api/metrics', undefined, {
        headers: { authorization: 'Bearer wrong-token-0123456789' },
      });
      expect(wrong.statusCode).toBe(404);
      const res = await client.request('GET', '/api/metrics', undefined, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('process_cpu');
    } finally {
      await prod.close();
    }
  });

  it('are not served at all without METRICS_TOKEN', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_TEST_CHECKOUT: 'true',
        ATTENDANCE_SECRET: 'a'.repeat(32),
        METRICS: 'true',
      },
    });
    try {
      expect((await new TestClient(prod.app).get('/api/metrics')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('cookies on a https deployment', () => {
  it('carry the __Host- prefix, Secure and Path=/ without Domain, and the session works with them', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
    try {
      await createUser(https.db, { username: 'anna@example.com' });
      const client = new TestClient(https.app);
      const csrf = await client.get('/api/auth/csrf');
      const res = await client.post('/api/auth/login', { username: 'anna@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const cookies = [csrf.headers['set-cookie'], res.headers['set-cookie']].flat().map(String);
      for (const name of ['__Host-sid', '__Host-csrf', '__Host-device']) {
        const cookie = cookies.find((c) => c.startsWith(`${name}=`));
        expect(cookie, name).toBeDefined();
        expect(cookie).toMatch(/; Secure/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).not.toMatch(/Domain=/i);
      }
      expect(cookies.some((c) => /^(sid|csrf|device)=/.test(c))).toBe(false);
      expect((await client.get('/api/me')).json().user.username).toBe('anna@example.com');
      expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
      expect((await client.get('/api/me')).json().user).toBeNull();
    } finally {
      await https.close();
    }
  });
});
