import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  loginFailures,
  passkeyChallenges,
  passwordResetTokens,
  sessions,
  trustedDevices,
} from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { deleteExpiredAuthRecords } from './auth.cleanup.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

describe('deleteExpiredAuthRecords', () => {
  it('deletes expired sessions, links, passkey challenges, devices and old counters, and keeps the live ones', async () => {
    const user = await createUser(ctx.db, {});
    const now = new Date('2026-11-24T12:00:00Z');
    const past = new Date(now.getTime() - 1000);
    const future = new Date(now.getTime() + 60_000);
    await ctx.db.insert(sessions).values([
      { tokenHash: 'expired', userId: user.id, expiresAt: past },
      { tokenHash: 'live', userId: user.id, expiresAt: future },
    ]);
    await ctx.db.insert(passwordResetTokens).values([
      { tokenHash: 'old-link', userId: user.id, expiresAt: past },
      { tokenHash: 'new-link', userId: user.id, expiresAt: future },
    ]);
    await ctx.db.insert(trustedDevices).values([
      { tokenHash: 'old-device', userId: user.id, expiresAt: past },
      { tokenHash: 'device', userId: user.id, expiresAt: future },
    ]);
    await ctx.db.insert(passkeyChallenges).values([
      { challenge: 'old-challenge', purpose: 'authentication', expiresAt: past },
      { challenge: 'challenge', purpose: 'registration', userId: user.id, expiresAt: future },
    ]);
    await ctx.db.insert(loginFailures).values([
      { key: 'account:old', failures: 3, windowStart: new Date(now.getTime() - 25 * 60 * 60 * 1000) },
      { key: 'account:recent', failures: 3, windowStart: past },
    ]);

    expect(await deleteExpiredAuthRecords(ctx.db, now)).toEqual({
      sessions: 1,
      resetTokens: 1,
      oidcStates: 0,
      passkeyChallenges: 1,
      trustedDevices: 1,
      counters: 1,
    });
    expect((await ctx.db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(['live']);
    expect((await ctx.db.select().from(passwordResetTokens)).map((s) => s.tokenHash)).toEqual(['new-link']);
    expect((await ctx.db.select().from(trustedDevices)).map((s) => s.tokenHash)).toEqual(['device']);
    expect((await ctx.db.select().from(passkeyChallenges)).map((c) => c.challenge)).toEqual(['challenge']);
    expect((await ctx.db.select().from(loginFailures)).map((s) => s.key)).toEqual(['account:recent']);
    // Twice is harmless (several instances may run it).
    expect((await deleteExpiredAuthRecords(ctx.db, now)).sessions).toBe(0);
  });
});
