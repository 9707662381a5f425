import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseEditions, staffAudit } from '../../db/schema/index.ts';
import { errorOf, PRODUCT, seedCatalogue, signIn } from '../../test/application-fixtures.ts';
import { createApplication, createUser } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await seedCatalogue(ctx.db);
});

const admin = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Amministrazione'] });
const auditRows = () => ctx.db.select().from(staffAudit);

const NEW_EDITION = {
  courseCode: 'CUCINA',
  editionCode: '2028A',
  courseName: 'Corso Superiore di Cucina Italiana',
  editionName: '2028A',
  startsOn: '2028-01-15',
  endsOn: '2028-12-20',
  isOpen: true,
  feeApplies: true,
};

interface Edition {
  id: string;
  productCode: string;
  version: string;
  applications: number;
  [key: string]: unknown;
}
async function editions(client: TestClient): Promise<Edition[]> {
  const res = await client.get('/api/staff/editions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const editionOf = async (client: TestClient, code: string) => {
  const found = (await editions(client)).find((e) => e.productCode === code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};
const edit = (e: Edition, changes: Record<string, unknown> = {}) => ({
  courseName: e.courseName,
  editionName: e.editionName,
  startsOn: e.startsOn ?? '2027-01-10',
  endsOn: e.endsOn ?? '2027-12-10',
  isOpen: e.isOpen,
  feeApplies: e.feeApplies,
  version: e.version,
  ...changes,
});

describe('staff editions — access', () => {
  it('is 404 for a visitor, a candidate and an employee without a staff permission; 403 for Segreteria only on changes (the list is read by any staff)', async () => {
    const anon = new TestClient(ctx.app);
    const { client: adminClient } = await admin();
    const target = await editionOf(adminClient, PRODUCT);
    const calls = (client: TestClient) => [
      client.get('/api/staff/editions'),
      client.post('/api/staff/editions', NEW_EDITION),
      client.put(`/api/staff/editions/${target.id}`, edit(target)),
    ];
    for (const res of await Promise.all(calls(anon))) expect(res.statusCode).toBe(404);
    for (const values of [{ categories: ['Candidato' as const] }, { categories: ['Dipendente' as const] }]) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('request.notFound');
      }
    }
    const { client: secretariat } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Segreteria'],
    });
    const [list, create, change] = await Promise.all(calls(secretariat));
    expect(list?.statusCode).toBe(200); // the secretariat's edition picker
    expect(create?.statusCode).toBe(403);
    expect(change?.statusCode).toBe(403);
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/staff/editions', () => {
  it('lists every edition, open or closed, with its number of applications and version', async () => {
    const user = await createUser(ctx.db, { productCode: PRODUCT });
    await createApplication(ctx.db, user.id, { courseCode: PRODUCT, productCode: PRODUCT });
    const { client } = await admin();
    const items = await editions(client);
    expect(items.map((e) => e.productCode).sort()).toEqual([
      'CUCINA-2026B',
      'CUCINA-2027A',
      'PASTICCERIA-2027A',
    ]);
    expect(items.find((e) => e.productCode === PRODUCT)).toMatchObject({
      courseCode: 'CUCINA',
      editionCode: '2027A',
      isOpen: true,
      feeApplies: true,
      applications: 1,
    });
    expect(items.find((e) => e.productCode === 'CUCINA-2026B')).toMatchObject({
      isOpen: false,
      applications: 0,
    });
  });
});

describe('POST /api/staff/editions', () => {
  it('creates an edition, open for applications at once, and audits it', async () => {
    const { client, user: clerk } = await admin();
    const res = await client.post('/api/staff/editions', NEW_EDITION);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      productCode: 'CUCINA-2028A',
      startsOn: '2028-01-15',
      applications: 0,
    });
    const open = (await new TestClient(ctx.app).get('/api/application/editions')).json().items;
    expect(open.map((e: { productCode: string }) => e.productCode)).toContain('CUCINA-2028A');
    const audit = await auditRows();
    expect(audit.every((a) => a.recordTable === 'course_editions' && a.recordId === res.json().id)).toBe(
      true,
    );
    expect(audit.every((a) => a.changedBy === clerk.id && a.before === null)).toBe(true);
    expect(audit.map((a) => a.field)).toEqual(
      expect.arrayContaining(['productCode', 'courseCode', 'startsOn', 'endsOn', 'isOpen', 'feeApplies']),
    );
  });

  it('refuses a taken product code with 409 staff.editionExists, writing nothing', async () => {
    const { client } = await admin();
    const res = await client.post('/api/staff/editions', { ...NEW_EDITION, editionCode: '2027A' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('staff.editionExists');
    expect(await auditRows()).toEqual([]);
    expect((await ctx.db.select().from(courseEditions)).length).toBe(3);
  });

  it.each([
    [{ endsOn: '2028-01-14' }, 'endsOn', 'staff.datesOutOfOrder'],
    [{ startsOn: '1999-12-31' }, 'startsOn', 'candidate.invalidDate'],
    [{ endsOn: '2101-01-01' }, 'endsOn', 'candidate.invalidDate'],
    [{ startsOn: '2028-02-30' }, 'startsOn', 'candidate.invalidDate'],
    [{ courseCode: 'CU-CINA' }, 'courseCode', 'application.invalidProduct'],
    [{ editionCode: '2028 A' }, 'editionCode', 'application.invalidProduct'],
    [{ editionCode: '' }, 'editionCode', 'candidate.required'],
    [{ courseName: '  ' }, 'courseName', 'candidate.required'],
    [{ isOpen: 'yes' }, 'isOpen', undefined],
    [{ extra: 1 }, undefined, undefined],
  ])('refuses %j with 400, writing nothing', async (change, field, code) => {
    const { client } = await admin();
    const res = await client.post('/api/staff/editions', { ...NEW_EDITION, ...change });
    expect(res.statusCode, res.body).toBe(400);
    const fields = (res.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};
    if (field && code) expect(fields[field]).toBe(code);
    expect(await auditRows()).toEqual([]);
    expect((await ctx.db.select().from(courseEditions)).length).toBe(3);
  });
});

describe('PUT /api/staff/editions/:id', () => {
  it('changes names, dates, opening and fee on the version read, and audits the changed fields', async () => {
    const { client, user: clerk } = await admin();
    const target = await editionOf(client, PRODUCT);
    const res = await client.put(
      `/api/staff/editions/${target.id}`,
      edit(target, { isOpen: false, feeApplies: false, startsOn: '2027-02-01', endsOn: '2027-11-30' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      productCode: PRODUCT,
      isOpen: false,
      feeApplies: false,
      startsOn: '2027-02-01',
    });
    expect(res.json().version).not.toBe(target.version);
    const open = (await new TestClient(ctx.app).get('/api/application/editions')).json().items;
    expect(open.map((e: { productCode: string }) => e.productCode)).not.toContain(PRODUCT);
    const audit = await auditRows();
    expect(audit.map((a) => a.field).sort()).toEqual(['endsOn', 'feeApplies', 'isOpen', 'startsOn']);
    expect(audit.find((a) => a.field === 'isOpen')).toMatchObject({
      recordTable: 'course_editions',
      recordId: target.id,
      changedBy: clerk.id,
      before: true,
      after: false,
    });
  });

  it('answers 409 staff.staleRecord on an old version or another edition’s, writing nothing', async () => {
    const { client } = await admin();
    const target = await editionOf(client, PRODUCT);
    const other = await editionOf(client, 'PASTICCERIA-2027A');
    const first = await client.put(
      `/api/staff/editions/${target.id}`,
      edit(target, { editionName: 'Primo' }),
    );
    expect(first.statusCode).toBe(200);
    const before = await auditRows();
    const stale = await client.put(
      `/api/staff/editions/${target.id}`,
      edit(target, { editionName: 'Secondo' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const crossed = await client.put(
      `/api/staff/editions/${target.id}`,
      edit(target, { editionName: 'Terzo', version: other.version }),
    );
    expect(crossed.statusCode).toBe(409);
    expect((await auditRows()).length).toBe(before.length);
    const [row] = await ctx.db.select().from(courseEditions).where(eq(courseEditions.id, target.id));
    expect(row?.editionName).toBe('Primo');
  });

  it('refuses dates out of order, a code change and an unknown id, writing nothing', async () => {
    const { client } = await admin();
    const target = await editionOf(client, PRODUCT);
    const order = await client.put(
      `/api/staff/editions/${target.id}`,
      edit(target, { startsOn: '2027-05-01', endsOn: '2027-04-30' }),
    );
    expect(order.statusCode).toBe(400);
    expect(errorOf(order).code).toBe('request.invalid');
    const code = await client.put(`/api/staff/editions/${target.id}`, {
      ...edit(target),
      productCode: 'X-Y',
    });
    expect(code.statusCode).toBe(400);
    const missing = await client.put(
      '/api/staff/editions/00000000-0000-4000-8000-000000000000',
      edit(target),
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await client.put('/api/staff/editions/CUCINA-2027A', edit(target));
    expect(malformed.statusCode).toBe(400);
    expect(await auditRows()).toEqual([]);
  });
});

describe('whether the fee applies', () => {
  it("is the edition's: turned off by staff, the applicants of the edition are not asked the fee", async () => {
    const { client: applicant } = await signIn(ctx, { productCode: PRODUCT, applicationStep: 4 });
    const fee = async () => (await applicant.get(`/api/application/${PRODUCT}/fee`)).json();
    expect(await fee()).toMatchObject({ applies: true, skippable: false });
    const { client } = await admin();
    const target = await editionOf(client, PRODUCT);
    const res = await client.put(`/api/staff/editions/${target.id}`, edit(target, { feeApplies: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await fee()).toMatchObject({ applies: false, skippable: true });
    const checkout = await applicant.post(`/api/application/${PRODUCT}/fee/checkout`, {});
    expect(checkout.statusCode).toBe(409);
    expect(errorOf(checkout).code).toBe('payment.notRequired');
  });
});
