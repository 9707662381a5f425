import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, TestClient, type TestContext } from '../test/test-app.ts';
import { loggedUrl } from './log.ts';

const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => ctx.close());

describe('what the logs never hold', () => {
  it('a failed sign-up logs the error without the password hash, the e-mail or the name', async () => {
    // The database refuses this one name, as it would refuse any row for a reason of its own.
    await ctx.db.execute(
      sql`alter table users add constraint log_test_name check (first_name <> 'Giacomina')`,
    );
    try {
      lines.length = 0;
      const res = await new TestClient(ctx.app).post('/api/auth/signup', {
        username: 'giacomina.segreta@example.com',
        email: 'giacomina.segreta@example.com',
        password: 'Password-Segreta-2026',
        firstName: 'Giacomina',
        lastName: 'Riservata',
        sex: 'F',
        birthDate: '2000-01-31',
        mobilePhone: '+39 333 000111',
        role: 1,
        privacy: true,
        language: 'it',
      });
      expect(res.statusCode).toBe(500);
      expect(await ctx.db.select().from(users)).toHaveLength(0);
      const log = lines.join('');
      expect(log).toContain('unhandled error');
      expect(log).toContain('log_test_name');
      for (const secret of ['$argon2', 'giacomina.segreta', 'Giacomina', 'Riservata', 'Password-Segreta']) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await ctx.db.execute(sql`alter table users drop constraint log_test_name`);
    }
  });

  it('sign-in callbacks and recovery links are logged without their query', async () => {
    lines.length = 0;
    await new TestClient(ctx.app).get('/api/auth/oidc/google/callback?code=SECRET-CODE-123&state=STATE-456');
    await new TestClient(ctx.app).get('/recovery?tkn=RESET-TOKEN-789');
    const log = lines.join('');
    expect(log).toContain('/api/auth/oidc/google/callback');
    for (const secret of ['SECRET-CODE-123', 'STATE-456', 'RESET-TOKEN-789'])
      expect(log).not.toContain(secret);
  });

  it.each([
    ['/api/auth/oidc/google/callback?code=x&state=y', '/api/auth/oidc/google/callback'],
    ['/recovery?tkn=abc', '/recovery'],
    ['/api/payments/x?session_id=cs_1', '/api/payments/x'],
    ['/anything?token=abc&x=1', '/anything'],
    ['/api/calendar/SECRET-FEED-TOKEN-0123456789.ics', '/api/calendar/…'],
    ['/api/reference/municipalities?q=par', '/api/reference/municipalities?q=par'],
    ['/api/health', '/api/health'],
  ])('loggedUrl(%j) is %j', (url, expected) => {
    expect(loggedUrl(url)).toBe(expected);
  });
});
