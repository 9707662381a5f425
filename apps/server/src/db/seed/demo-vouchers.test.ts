import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
});
afterAll(() => ctx.close());

async function signIn(username: string) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return client;
}
const lookup = (code: string) => new TestClient(ctx.app).post('/api/vouchers/lookup', { code });

describe('demo vouchers (README)', () => {
  it('ALMA-CUCINA-27 and ALMA-PAST-5X are valid; ALMA-USATO-26 is redeemed; ALMA-SCADUTO-25 has expired', async () => {
    expect((await lookup('ALMA-CUCINA-27')).json().voucher.productCode).toBe('CUCINA-2027A');
    expect((await lookup('alma-past-5x')).json().voucher.productCode).toBe('PASTICCERIA-2027A');
    expect((await lookup('ALMA-USATO-26')).json().error.code).toBe('vouchers.alreadyRedeemed');
    expect((await lookup('ALMA-SCADUTO-25')).json().error.code).toBe('vouchers.notFound');
  });

  it('the secretariat sees each status, and Giulia as the redeemer', async () => {
    const staff = await signIn(DEMO_USERS.segreteria);
    const list = (await staff.get('/api/staff/vouchers')).json();
    const status = Object.fromEntries(
      list.items.map((v: { code: string; status: string }) => [v.code, v.status]),
    );
    expect(status).toEqual({
      ALMACUCINA27: 'valid',
      ALMAPAST5X: 'valid',
      ALMAUSATO26: 'redeemed',
      ALMASCADUTO25: 'expired',
    });
    const used = list.items.find((v: { code: string }) => v.code === 'ALMAUSATO26');
    const detail = (await staff.get(`/api/staff/vouchers/${used.id}`)).json();
    expect(detail.redemptions).toEqual([expect.objectContaining({ username: DEMO_USERS.studente2 })]);
  });
});
