import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { PUBLIC_URL: 'http://127.0.0.1:3000' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => ctx.close());

const warnings = () =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level === 40);

describe('a request under another host than PUBLIC_URL', () => {
  it('is warned once in the log, naming both addresses, and still answered', async () => {
    lines.length = 0;
    const own = await ctx.app.inject({ url: '/api/me', headers: { host: '127.0.0.1:3000' } });
    expect(own.statusCode).toBe(200);
    const probe = await ctx.app.inject({ url: '/api/health', headers: { host: 'localhost:3000' } });
    expect(probe.statusCode).toBe(200);
    expect(warnings()).toEqual([]);

    const other = await ctx.app.inject({ url: '/api/me', headers: { host: 'localhost:3000' } });
    expect(other.statusCode).toBe(200);
    await ctx.app.inject({ url: '/api/me', headers: { host: 'portal.lan:3000' } });
    const warned = warnings();
    expect(warned).toHaveLength(1);
    expect(warned[0]?.msg).toContain('localhost:3000');
    expect(warned[0]?.msg).toContain('PUBLIC_URL is http://127.0.0.1:3000');
  });
});
