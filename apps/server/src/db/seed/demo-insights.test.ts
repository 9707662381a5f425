import { INSIGHT_CHART_NAMES } from '@school/domain/insights/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { applications } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
});
afterAll(() => ctx.close());

async function signedIn(username: string) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return client;
}

type Table = { id: string; rows: Record<string, string | number | null>[] };

describe('demo insights', () => {
  it('every table of every chart has something to show over the default period', async () => {
    const client = await signedIn(DEMO_USERS.dipendente);
    for (const chart of INSIGHT_CHART_NAMES) {
      const res = await client.get(`/api/staff/insights/${chart}`);
      expect(res.statusCode, chart).toBe(200);
      for (const table of res.json().tables as Table[]) {
        const numbers = table.rows.flatMap((r) => Object.values(r).filter((v) => typeof v === 'number'));
        expect(
          numbers.some((n) => (n as number) > 0),
          `${chart} ${table.id}`,
        ).toBe(true);
      }
    }
  });

  it('starts, pays and sends no application on a day still to come, and never pays after sending', async () => {
    const rows = await ctx.db
      .select({
        createdAt: applications.createdAt,
        feePaidAt: applications.feePaidAt,
        submittedAt: applications.submittedAt,
      })
      .from(applications);
    const now = Date.now();
    expect(rows.length).toBeGreaterThan(40);
    for (const { createdAt, feePaidAt, submittedAt } of rows) {
      for (const at of [createdAt, feePaidAt, submittedAt]) if (at) expect(at.getTime()).toBeLessThan(now);
      if (feePaidAt) expect(feePaidAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
      if (feePaidAt && submittedAt) expect(submittedAt.getTime()).toBeGreaterThanOrEqual(feePaidAt.getTime());
    }
  });

  it('the funnel of CUCINA-2027A has the previous intake beside it, narrowing at each step', async () => {
    const client = await signedIn(DEMO_USERS.dipendente);
    const body = (await client.get('/api/staff/insights/funnel?edition=CUCINA-2027A')).json();
    expect(body.previousEdition).toBe('CUCINA-2026B');
    const rows = body.tables[0].rows as { stage: string; current: number; previous: number }[];
    expect(rows.every((r) => r.previous > 0)).toBe(true);
    expect(rows.find((r) => r.stage === 'enrolled')?.current).toBeGreaterThan(0);
    expect(rows.find((r) => r.stage === 'accounts')!.current).toBeGreaterThan(
      rows.find((r) => r.stage === 'submitted')!.current,
    );
  });

  it('the secretariat-only account sees its three charts and no other', async () => {
    const client = await signedIn(DEMO_USERS.segreteria);
    for (const chart of INSIGHT_CHART_NAMES) {
      const expected = ['funnel', 'applications', 'secretariat'].includes(chart) ? 200 : 404;
      expect((await client.get(`/api/staff/insights/${chart}`)).statusCode, chart).toBe(expected);
    }
  });
});
