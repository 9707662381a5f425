import { APPLICATIONS_CSV_MAX_ROWS } from '@school/domain/staff/contracts/list-applications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { errorOf, OTHER_PRODUCT, PRODUCT, seedCatalogue, signIn } from '../../test/application-fixtures.ts';
import { createApplication, createDocument, createUser } from '../../test/fixtures.ts';
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

describe('GET /api/staff/applications — fee filter, sorting and paging', () => {
  const ids = async (client: TestClient, query: string) =>
    (await list(client, `edition=${PRODUCT}&${query}`))
      .json()
      .items.map((i: { candidate: { id: string } }) => i.candidate.id);

  it('filters by the fee paid or not', async () => {
    const { atTwo, atFive, done } = await applicants();
    const { client } = await staff();
    expect(await ids(client, 'feePaid=true')).toEqual([atFive.id]);
    expect(await ids(client, 'feePaid=false')).toEqual([done.id, atTwo.id]);
  });

  it('sorts by name, step, status and fee date in either order', async () => {
    const { atTwo, atFive, done } = await applicants();
    await ctx.db.update(users).set({ lastName: 'Bianchi' }).where(eq(users.id, done.id));
    await ctx.db.update(users).set({ lastName: 'rossi' }).where(eq(users.id, atTwo.id));
    await ctx.db.update(users).set({ lastName: 'Verdi' }).where(eq(users.id, atFive.id));
    const { client } = await staff();
    expect(await ids(client, 'sort=lastName&dir=asc')).toEqual([done.id, atTwo.id, atFive.id]);
    expect(await ids(client, 'sort=lastName&dir=desc')).toEqual([atFive.id, atTwo.id, done.id]);
    expect(await ids(client, 'sort=step&dir=asc')).toEqual([atTwo.id, atFive.id, done.id]);
    expect(await ids(client, 'sort=status&dir=desc')).toEqual([done.id, atFive.id, atTwo.id]);
    // Unpaid fees last when newest paid first; first in ascending order.
    expect((await ids(client, 'sort=feePaidAt&dir=desc'))[0]).toBe(atFive.id);
    expect(await ids(client, 'sort=createdAt&dir=asc')).toEqual([atTwo.id, atFive.id, done.id]);
  });

  it('pages with the total in the same answer, and past the end', async () => {
    const { atTwo, atFive, done } = await applicants();
    const { client } = await staff();
    const first = (await list(client, `edition=${PRODUCT}&pageSize=2`)).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((i: { candidate: { id: string } }) => i.candidate.id)).toEqual([
      done.id,
      atFive.id,
    ]);
    const second = (await list(client, `edition=${PRODUCT}&pageSize=2&page=2`)).json();
    expect(second.items.map((i: { candidate: { id: string } }) => i.candidate.id)).toEqual([atTwo.id]);
    expect(second.total).toBe(3);
    const past = (await list(client, `edition=${PRODUCT}&pageSize=2&page=5`)).json();
    expect(past).toMatchObject({ items: [], total: 3, page: 5 });
  });

  it('refuses an unknown sort, order or fee value with 400', async () => {
    const { client } = await staff();
    for (const query of ['sort=password', 'dir=up', 'feePaid=1']) {
      expect((await list(client, `edition=${PRODUCT}&${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/staff/applications.csv', () => {
  const csv = (client: TestClient, query: string) => client.get(`/api/staff/applications.csv?${query}`);

  it('is 404 for a visitor or a non-staff user, 403 for staff without Segreteria', async () => {
    expect((await csv(new TestClient(ctx.app), `edition=${PRODUCT}`)).statusCode).toBe(404);
    const { client: candidate } = await signIn(ctx, { categories: ['Candidato'] });
    expect((await csv(candidate, `edition=${PRODUCT}`)).statusCode).toBe(404);
    const { client: admin } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Amministrazione'],
    });
    expect((await csv(admin, `edition=${PRODUCT}`)).statusCode).toBe(403);
  });

  it('gives the filtered, sorted list as an attachment, cells escaped', async () => {
    const { atTwo } = await applicants();
    await ctx.db.update(users).set({ lastName: '=cmd|x', firstName: 'A, "B"' }).where(eq(users.id, atTwo.id));
    const { client } = await staff();
    const res = await csv(client, `edition=${PRODUCT}&status=in compilazione&sort=createdAt&dir=asc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=applications-${PRODUCT}.csv`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id,lastName,firstName,email,username,productCode,applicationStatus,stageName,step,feePaidAt,submittedAt,createdAt',
    );
    expect(lines).toHaveLength(4); // header, two rows, the final line end
    expect(lines[1]).toContain(`'=cmd|x,"A, ""B""",`);
    expect(lines[1]).toContain(`,${PRODUCT},In compilazione,`);
    expect(lines[2]).toContain(`,Cinque,`);
    expect(lines[2]).toContain(',5,2026-03-05T10:00:00.000Z,,');
    expect(
      lines[2]?.startsWith(`${(await list(client, `edition=${PRODUCT}&step=5`)).json().items[0].id},`),
    ).toBe(true);
  });

  it('refuses more rows than the limit with 400 staff.csvTooLarge, and a malformed query', async () => {
    const { client } = await staff();
    // Records from the CRM: no product code, the edition's code as course code.
    const owner = await createUser(ctx.db, { firstName: 'Crm' });
    const add = (n: number) =>
      ctx.db.execute(
        sql`insert into applications (user_id, course_code) select ${owner.id}, ${PRODUCT} from generate_series(1, ${n}::int)`,
      );
    await add(APPLICATIONS_CSV_MAX_ROWS);
    const full = await csv(client, `edition=${PRODUCT}`);
    expect(full.statusCode).toBe(200);
    expect(full.body.split('\r\n')).toHaveLength(APPLICATIONS_CSV_MAX_ROWS + 2);
    await add(1);
    const over = await csv(client, `edition=${PRODUCT}`);
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).code).toBe('staff.csvTooLarge');
    // Narrowed by a filter it is allowed again.
    expect((await csv(client, `edition=${PRODUCT}&feePaid=true`)).statusCode).toBe(200);
    for (const query of ['', 'edition=CUCINA', `edition=${PRODUCT}&page=2`, `edition=${PRODUCT}&sort=x`]) {
      expect((await csv(client, query)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/staff/applications/:id/form', () => {
  it("gives the applicant's answers, the form's files with their document ids, the step and the fee", async () => {
    const applicant = await createUser(ctx.db, {
      firstName: 'Giulia',
      lastName: 'Verdi',
      productCode: PRODUCT,
      applicationStep: 5,
    });
    const application = await createApplication(ctx.db, applicant.id, {
      courseCode: PRODUCT,
      productCode: PRODUCT,
      feePaidAt: new Date('2026-03-05T10:00:00Z'),
    });
    const cv = await createDocument(ctx.db, application.id, {
      type: 'CV',
      name: 'CV',
      applicationFile: 'cv',
      fileName: 'cv.pdf',
      size: 1234,
      uploadedAt: new Date('2026-03-06T10:00:00Z'),
      status: 'In attesa di validazione',
    });
    const { client } = await staff();
    const res = await client.get(`/api/staff/applications/${application.id}/form`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      productCode: PRODUCT,
      step: 5,
      feePaidAt: '2026-03-05T10:00:00.000Z',
      submittedAt: null,
      form: { personalData: { firstName: 'Giulia', lastName: 'Verdi' } },
      files: [{ kind: 'cv', fileName: 'cv.pdf', size: 1234, documentId: cv.id }],
    });
  });

  it('is 404 for anyone not staff and for an unknown application, 403 without Segreteria', async () => {
    const applicant = await createUser(ctx.db, { productCode: PRODUCT });
    const application = await createApplication(ctx.db, applicant.id, { productCode: PRODUCT });
    const url = `/api/staff/applications/${application.id}/form`;
    expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(404);
    const { client: candidate } = await signIn(ctx, { categories: ['Candidato'] });
    expect((await candidate.get(url)).statusCode).toBe(404);
    const { client: admin } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Amministrazione'],
    });
    expect((await admin.get(url)).statusCode).toBe(403);
    const { client } = await staff();
    expect(
      (await client.get('/api/staff/applications/00000000-0000-4000-8000-000000000000/form')).statusCode,
    ).toBe(404);
  });
});
