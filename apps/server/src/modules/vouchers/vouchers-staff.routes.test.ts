import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@school/domain/vouchers/codes';
import type {
  CreateVouchersResponse,
  ListVouchersResponse,
  StaffVoucherDetail,
} from '@school/domain/vouchers/contracts/staff-vouchers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseEditions, staffAudit, vouchers } from '../../db/schema/index.ts';
import { DEMO_EDITIONS } from '../../db/seed/demo-application.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { schoolToday } from './vouchers.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.insert(courseEditions).values(DEMO_EDITIONS);
});

const API = '/api/staff/vouchers';
const UNKNOWN = '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f';
const clerk = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ONE = {
  productCode: 'CUCINA-2027A',
  kind: 'course',
  count: 1,
  maxUses: 1,
  expiresOn: null,
  note: 'Borsa di studio Rossi',
};

async function create(
  client: TestClient,
  body: Record<string, unknown> = ONE,
): Promise<CreateVouchersResponse> {
  const res = await client.post(API, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreateVouchersResponse;
}

describe('staff vouchers — access', () => {
  it('404 to visitors and to anyone who is not staff, 403 to staff without Segreteria', async () => {
    const calls = (client: TestClient) => [
      client.get(API),
      client.post(API, ONE),
      client.get(`${API}/${UNKNOWN}`),
      client.post(`${API}/${UNKNOWN}/disable`, { version: 'x' }),
      client.get(`${API}/editions`),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) expect(res.statusCode).toBe(404);
    const student = await signIn(ctx, { categories: ['Studente'], webappPermissions: ['Segreteria'] });
    for (const res of await Promise.all(calls(student.client))) expect(res.statusCode).toBe(404);
    const shop = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Negozio'] });
    for (const res of await Promise.all(calls(shop.client))) expect(res.statusCode).toBe(403);
    expect(await ctx.db.select().from(vouchers)).toHaveLength(0);
  });
});

describe('staff vouchers — create one or a batch', () => {
  it('offers every edition, open or not, latest first', async () => {
    const { client } = await clerk();
    const res = await client.get(`${API}/editions`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ productCode: string; isOpen: boolean }>;
    expect(items.map((e) => e.productCode)).toEqual(['PASTICCERIA-2027A', 'CUCINA-2027A', 'CUCINA-2026B']);
    expect(items.find((e) => e.productCode === 'CUCINA-2026B')?.isOpen).toBe(false);
  });

  it('makes one code of the unambiguous alphabet, audited', async () => {
    const { client, user } = await clerk();
    const { batchId, items } = await create(client);
    expect(batchId).toBeNull();
    expect(items).toHaveLength(1);
    const [v] = items;
    expect(v).toMatchObject({
      productCode: 'CUCINA-2027A',
      courseName: 'Corso Superiore di Cucina Italiana',
      kind: 'course',
      status: 'valid',
      uses: 0,
      maxUses: 1,
      expiresOn: null,
      note: 'Borsa di studio Rossi',
    });
    expect(v!.code).toHaveLength(VOUCHER_CODE_LENGTH);
    for (const c of v!.code) expect(VOUCHER_CODE_ALPHABET).toContain(c);
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.recordId, v!.id));
    expect(audit.find((a) => a.field === 'code')).toMatchObject({ changedBy: user.id, after: v!.code });
  });

  it('makes a batch with the same edition, last day and maximum, distinct codes', async () => {
    const { client } = await clerk();
    const expiresOn = addDays(schoolToday(), 30);
    const { batchId, items } = await create(client, {
      ...ONE,
      productCode: 'PASTICCERIA-2027A',
      kind: 'housing',
      count: 25,
      maxUses: null,
      expiresOn,
    });
    expect(batchId).not.toBeNull();
    expect(items).toHaveLength(25);
    expect(new Set(items.map((v) => v.code)).size).toBe(25);
    for (const v of items)
      expect(v).toMatchObject({
        batchId,
        productCode: 'PASTICCERIA-2027A',
        kind: 'housing',
        maxUses: null,
        expiresOn,
      });
    const listed = (
      await client.get(`${API}?batchId=${batchId}&pageSize=100`)
    ).json() as ListVouchersResponse;
    expect(listed.total).toBe(25);
  });

  it.each([
    ['a count of 0', { count: 0 }, 'count', 'vouchers.invalidCount'],
    ['a count of 501', { count: 501 }, 'count', 'vouchers.invalidCount'],
    ['a count of 1.5', { count: 1.5 }, 'count', 'vouchers.invalidCount'],
    ['a count as text', { count: '3' }, 'count', 'vouchers.invalidCount'],
    ['a maximum of 0 uses', { maxUses: 0 }, 'maxUses', 'vouchers.invalidMaxUses'],
    ['an unknown edition', { productCode: 'NOPE-2030A' }, 'productCode', 'vouchers.unknownEdition'],
    ['a last day before today', { expiresOn: '2020-01-01' }, 'expiresOn', 'vouchers.expiryInPast'],
    ['a last day that is no date', { expiresOn: '2026-02-30' }, 'expiresOn', 'candidate.invalidDate'],
    ['a shop kind', { kind: 'shop' }, 'kind', 'request.invalid'],
    ['a huge note', { note: 'n'.repeat(10_000) }, 'note', 'request.invalid'],
  ])('refuses %s, nothing written', async (_name, change, field, code) => {
    const { client } = await clerk();
    const res = await client.post(API, { ...ONE, ...change });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect(await ctx.db.select().from(vouchers)).toHaveLength(0);
  });

  it('refuses control characters and unknown fields', async () => {
    const { client } = await clerk();
    expect(errorOf(await client.post(API, { ...ONE, note: 'a\u0000b' })).code).toBe(
      'request.controlCharacters',
    );
    expect((await client.post(API, { ...ONE, uses: 5 })).statusCode).toBe(400);
    expect((await client.post(API, { ...ONE, code: 'MYCODE1234' })).statusCode).toBe(400);
    expect(await ctx.db.select().from(vouchers)).toHaveLength(0);
  });
});

describe('staff vouchers — list, detail, disable', () => {
  async function seed() {
    const today = schoolToday();
    const rows = [
      { code: 'VALID00001', maxUses: 1, uses: 0 },
      { code: 'REDEEMED01', maxUses: 1, uses: 1 },
      { code: 'EXPIRED001', maxUses: 1, uses: 0, expiresOn: addDays(today, -1) },
      { code: 'DISABLED01', maxUses: 1, uses: 0, disabledAt: new Date() },
      { code: 'LASTDAY001', maxUses: 2, uses: 1, expiresOn: today },
    ];
    for (const [i, row] of rows.entries())
      await ctx.db.insert(vouchers).values({
        productCode: 'CUCINA-2027A',
        kind: 'course',
        createdAt: new Date(Date.now() - (rows.length - i) * 1000),
        ...row,
      });
  }
  const codesOf = (res: { json(): unknown }) => (res.json() as ListVouchersResponse).items.map((v) => v.code);

  it('lists newest first with each status, filtered by status and by a part of the code', async () => {
    await seed();
    const { client } = await clerk();
    const all = (await client.get(API)).json() as ListVouchersResponse;
    expect(all.items.map((v) => [v.code, v.status])).toEqual([
      ['LASTDAY001', 'valid'],
      ['DISABLED01', 'disabled'],
      ['EXPIRED001', 'expired'],
      ['REDEEMED01', 'redeemed'],
      ['VALID00001', 'valid'],
    ]);
    expect(codesOf(await client.get(`${API}?status=valid`))).toEqual(['LASTDAY001', 'VALID00001']);
    expect(codesOf(await client.get(`${API}?status=redeemed`))).toEqual(['REDEEMED01']);
    expect(codesOf(await client.get(`${API}?status=expired`))).toEqual(['EXPIRED001']);
    expect(codesOf(await client.get(`${API}?status=disabled`))).toEqual(['DISABLED01']);
    expect(codesOf(await client.get(`${API}?search=${encodeURIComponent('redee-med')}`))).toEqual([
      'REDEEMED01',
    ]);
    expect(codesOf(await client.get(`${API}?search=${encodeURIComponent('%')}`))).toEqual([]);
    expect(codesOf(await client.get(`${API}?productCode=PASTICCERIA-2027A`))).toEqual([]);
    const page = (await client.get(`${API}?page=2&pageSize=2`)).json() as ListVouchersResponse;
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((v) => v.code)).toEqual(['EXPIRED001', 'REDEEMED01']);
    expect((await client.get(`${API}?status=lost`)).statusCode).toBe(400);
    expect((await client.get(`${API}?pageSize=1000`)).statusCode).toBe(400);
  });

  it('lists a page in a fixed number of statements, however many vouchers', async () => {
    const { client } = await clerk();
    await create(client, { ...ONE, count: 3 });
    await ctx.settled();
    await client.get(API);
    await ctx.settled();
    const before = ctx.queryCount();
    await client.get(API);
    const few = ctx.queryCount() - before;
    await create(client, { ...ONE, count: 30 });
    // The write announced before the list is read again (on a busy machine the announcement of
    // this instance's own write may come after the read, and move the version once more).
    await ctx.settled();
    // The session's cached subject is read again after a write: once, whatever the list.
    await client.get(`${API}?pageSize=50`);
    await ctx.settled();
    const after = ctx.queryCount();
    await client.get(`${API}?pageSize=50`);
    expect(ctx.queryCount() - after).toBe(few);
  });

  it('shows a voucher with its redemptions', async () => {
    const { client } = await clerk();
    const [v] = (await create(client, { ...ONE, maxUses: 3 })).items;
    const redeemer = await signIn(ctx, { firstName: 'Marco', lastName: 'Verdi' });
    const redeemed = await redeemer.client.post('/api/vouchers/redeem', { code: v!.code });
    expect(redeemed.statusCode).toBe(201);
    const detail = (await client.get(`${API}/${v!.id}`)).json() as StaffVoucherDetail;
    expect(detail).toMatchObject({ uses: 1, status: 'valid' });
    expect(detail.redemptions).toEqual([
      expect.objectContaining({
        userId: redeemer.user.id,
        name: 'Marco Verdi',
        username: redeemer.user.username,
        enrolmentId: redeemed.json().enrolmentId,
      }),
    ]);
    expect((await client.get(`${API}/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await client.get(`${API}/not-an-id`)).statusCode).toBe(400);
  });

  it('disables a voucher on the version read: it is no longer found, and a redemption meanwhile does not make the form stale', async () => {
    const { client, user } = await clerk();
    const [v] = (await create(client, { ...ONE, maxUses: 5 })).items;
    // A redemption between the read and the change moves only the uses.
    const redeemer = await signIn(ctx);
    expect((await redeemer.client.post('/api/vouchers/redeem', { code: v!.code })).statusCode).toBe(201);
    const res = await client.post(`${API}/${v!.id}/disable`, { version: v!.version });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as StaffVoucherDetail;
    expect(detail).toMatchObject({ status: 'disabled', uses: 1 });
    expect(detail.redemptions).toHaveLength(1);
    const lookup = await new TestClient(ctx.app).post('/api/vouchers/lookup', { code: v!.code });
    expect(errorOf(lookup).code).toBe('vouchers.notFound');
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.recordId, v!.id));
    expect(audit.find((a) => a.field === 'disabledBy')).toMatchObject({ changedBy: user.id, after: user.id });

    const again = await client.post(`${API}/${v!.id}/disable`, { version: detail.version });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('vouchers.alreadyDisabled');
  });

  it('refuses a stale version (the voucher changed since it was read)', async () => {
    const { client } = await clerk();
    const [v] = (await create(client)).items;
    await ctx.db.update(vouchers).set({ note: 'cambiata' }).where(eq(vouchers.id, v!.id));
    const res = await client.post(`${API}/${v!.id}/disable`, { version: v!.version });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('staff.staleRecord');
    const [row] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, v!.id));
    expect(row?.disabledAt).toBeNull();
    expect((await client.post(`${API}/${UNKNOWN}/disable`, { version: v!.version })).statusCode).toBe(404);
  });
});
