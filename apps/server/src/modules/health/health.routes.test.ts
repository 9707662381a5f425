import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok with the database reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers a burst of probes, and the probes of the next second, with one statement', async () => {
    const clock = vi.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(Date.parse('2026-11-30T10:00:00Z'));
      const before = ctx.queryCount();
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => ctx.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(burst.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(ctx.queryCount() - before).toBe(1);
      clock.mockReturnValue(Date.parse('2026-11-30T10:00:00.999Z'));
      await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(ctx.queryCount() - before).toBe(1);
      // A second later the next probe checks again.
      clock.mockReturnValue(Date.parse('2026-11-30T10:00:01Z'));
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(ctx.queryCount() - before).toBe(2);
      // A clock set back is time passed too: the check is not shared until the clock catches up.
      clock.mockReturnValue(Date.parse('2026-11-30T09:00:00Z'));
      await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(ctx.queryCount() - before).toBe(3);
    } finally {
      clock.mockRestore();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.app.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'error' });
    await broken.app.close();
  });
});

describe('OpenAPI', () => {
  it('publishes the contract at /api/openapi.json and the browser at /api/docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const body = spec.json() as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/me',
        '/api/auth/login',
        '/api/auth/signup',
        '/api/profile',
      ]),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('serves neither with API_DOCS=false', async () => {
    const off = await createTestApp({ env: { API_DOCS: 'false' } });
    try {
      for (const url of ['/api/openapi.json', '/api/docs/', '/api/docs', '/api/docs/json']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
      expect((await off.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await off.app.close();
    }
  });
});
