import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';
import { DEMO_PRIVACY_USERS } from './demo-privacy.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
});
afterAll(() => ctx.close());

describe('the privacy demo', () => {
  it('gives the secretariat an erasure request to decide and documents due within the notice, none deletable yet', async () => {
    const client = new TestClient(ctx.app);
    const login = await client.post('/api/auth/login', {
      username: DEMO_USERS.segreteria,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const overview = (await client.get('/api/staff/overview')).json();
    expect(overview.erasuresToDecide).toBe(1);
    const erasures = (
      await client.get('/api/staff/privacy/erasures?status=pending&page=1&pageSize=20')
    ).json();
    expect(erasures.items.map((r: { person: { email: string } }) => r.person.email)).toEqual([
      DEMO_PRIVACY_USERS.erasing,
    ]);

    const retention = (await client.get('/api/staff/privacy/retention')).json();
    const due = retention.due.filter((d: { person: { name: string } }) => d.person.name === 'Rita Ritirati');
    expect(due.map((d: { label: string }) => d.label).sort()).toEqual([
      'Codice fiscale',
      'Passaporto o carta d’identità',
    ]);
    for (const item of due) {
      expect(item.held).toBe(false);
      expect(new Date(item.dueAt).getTime()).toBeGreaterThan(Date.now());
    }

    const run = await client.post('/api/staff/privacy/retention/run', {});
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ documents: 0 });
  });
});
