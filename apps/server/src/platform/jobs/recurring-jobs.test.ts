import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobSchedules, oidcStates } from '../../db/schema/index.ts';
import { createTestApp, memoryTransport, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
const transport = memoryTransport();
beforeAll(async () => {
  ctx = await createTestApp({ mailTransport: transport, env: { METRICS: 'true' } });
});
afterAll(async () => {
  await ctx?.close();
});

it('the app’s runner delivers pending mail every minute, deletes expired sign-in states every ten, resumes stale refunds every five, applies the retention periods daily', async () => {
  await ctx.app.mailer.enqueue(ctx.db, {
    to: 'a@example.com',
    subject: 'Hello',
    text: 'Hi',
    html: '<p>Hi</p>',
  });
  await ctx.db.insert(oidcStates).values({
    state: 'expired',
    provider: 'google',
    nonce: 'n',
    codeVerifier: 'v',
    expiresAt: new Date(Date.now() - 1000),
  });

  await ctx.app.jobs.runDue();

  expect(transport.sent.map((m) => m.to)).toEqual(['a@example.com']);
  expect(await ctx.db.select().from(oidcStates)).toEqual([]);
  const schedules = await ctx.db.select().from(jobSchedules).orderBy(jobSchedules.name);
  expect(schedules.map(({ name, everyMinutes }) => ({ name, everyMinutes }))).toEqual([
    { name: 'auth.cleanup', everyMinutes: 10 },
    { name: 'mail.deliver', everyMinutes: 1 },
    { name: 'privacy.retention', everyMinutes: 24 * 60 },
    { name: 'shop.staleRefunds', everyMinutes: 5 },
  ]);
});

it('counts the runs of each job by outcome in the metrics', async () => {
  await ctx.app.jobs.runDue();
  const metrics = await new TestClient(ctx.app).get('/api/metrics');
  expect(metrics.body).toMatch(/jobs_run_seconds_count\{job="mail.deliver",outcome="completed"\} 1\n/);
  expect(metrics.body).toMatch(/jobs_run_seconds_count\{job="auth.cleanup",outcome="completed"\} 1\n/);
});
