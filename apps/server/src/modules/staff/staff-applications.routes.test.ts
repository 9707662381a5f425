import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { errorOf, OTHER_PRODUCT, PRODUCT, seedCatalogue, signIn } from '../../test/application-fixtures.ts';
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

const staff = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
const list = (client: TestClient, query: string) => client.get(`/api/staff/applications?${query}`);

/** Three applicants of PRODUCT (steps 2, 5 and submitted) and one of another edition. */
async function applicants() {
  const atTwo = await createUser(ctx.db, { firstName: 'Due', productCode: PRODUCT, applicationStep: 2 });
  const atFive = await createUser(ctx.db, { firstName: 'Cinque', productCode: PRODUCT, applicationStep: 5 });
  const done = await createUser(ctx.db, { firstName: 'Sette', productCode: PRODUCT, applicationStep: 7 });
  const elsewhere = await createUser(ctx.db, {
    firstName: 'Altro',
    productCode: OTHER_PRODUCT,
    applicationStep: 3,
  });
  const base = { courseCode: PRODUCT, isActive: false };
  await createApplication(ctx.db, atTwo.id, {
    ...base,
    productCode: PRODUCT,
    applicationStatus: 'In compilazione',
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  await createApplication(ctx.db, atFive.id, {
    ...base,
    productCode: PRODUCT,
    applicationStatus: 'In compilazione',
    feePaidAt: new Date('2026-03-05T10:00:00Z'),
    createdAt: new Date('2026-03-04T23:30:00Z'), // 5 March in Rome
  });
  await createApplication(ctx.db, done.id, {
    ...base,
    productCode: PRODUCT,
    applicationStatus: 'Inviata',
    submittedAt: new Date('2026-03-10T10:00:00Z'),
    createdAt: new Date('2026-03-09T10:00:00Z'),
  });
  await createApplication(ctx.db, elsewhere.id, { courseCode: OTHER_PRODUCT, productCode: OTHER_PRODUCT });
  return { atTwo, atFive, done };
}

describe('GET /api/staff/applications — the applications of an edition', () => {
  it('is 404 for a visitor, a candidate or an employee without a staff permission; 403 for staff without Segreteria', async () => {
    expect((await list(new TestClient(ctx.app), `edition=${PRODUCT}`)).statusCode).toBe(404);
    for (const values of [{ categories: ['Candidato' as const] }, { categories: ['Dipendente' as const] }]) {
      const { client } = await signIn(ctx, values);
      const res = await list(client, `edition=${PRODUCT}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('request.notFound');
    }
    const { client } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Amministrazione'],
    });
    const res = await list(client, `edition=${PRODUCT}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('auth.forbidden');
  });

  it('lists the applications of the edition, newest first, with the step, the fee and the submission', async () => {
    const { atTwo, atFive, done } = await applicants();
    const { client } = await staff();
    const res = await list(client, `edition=${PRODUCT}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.items.map((i: { candidate: { id: string } }) => i.candidate.id)).toEqual([
      done.id,
      atFive.id,
      atTwo.id,
    ]);
    expect(body.items[1]).toMatchObject({
      productCode: PRODUCT,
      step: 5,
      applicationStatus: 'In compilazione',
      feePaidAt: '2026-03-05T10:00:00.000Z',
      submittedAt: null,
      candidate: { firstName: 'Cinque' },
    });
  });

  it('filters by status, current step and start date (school days, both ends included)', async () => {
    const { atTwo, atFive, done } = await applicants();
    const { client } = await staff();
    const ids = async (query: string) =>
      (await list(client, `edition=${PRODUCT}&${query}`))
        .json()
        .items.map((i: { candidate: { id: string } }) => i.candidate.id);
    expect(await ids('status=inviata')).toEqual([done.id]);
    expect(await ids('step=2')).toEqual([atTwo.id]);
    expect(await ids('from=2026-03-05&to=2026-03-09')).toEqual([done.id, atFive.id]);
    expect(await ids('to=2026-03-04')).toEqual([atTwo.id]);
    // After a product switch the old application has no current step any more.
    await ctx.db.update(users).set({ productCode: OTHER_PRODUCT }).where(eq(users.id, atTwo.id));
    expect(await ids('step=2')).toEqual([]);
    const items = (await list(client, `edition=${PRODUCT}`)).json().items;
    expect(items.find((i: { candidate: { id: string } }) => i.candidate.id === atTwo.id).step).toBeNull();
  });

  it('refuses a malformed edition, step or date range with 400', async () => {
    const { client } = await staff();
    for (const query of [
      '',
      'edition=CUCINA',
      `edition=${PRODUCT}&step=9`,
      `edition=${PRODUCT}&from=2026-03-10&to=2026-03-01`,
      `edition=${PRODUCT}&x=1`,
    ]) {
      expect((await list(client, query)).statusCode, query).toBe(400);
    }
  });
});
