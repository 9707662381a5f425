import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingExports, staffAudit } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createBillingRecord, createUser } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const secretariat = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
const exportCsv = (client: TestClient, query = '') => client.get(`/api/staff/billing/export.csv${query}`);
const rowsOf = (body: string): string[][] => parse(body, { bom: true });

async function confirmedForm(values: Record<string, unknown> = {}, kind: 'course' | 'housing' = 'course') {
  const user = await createUser(ctx.db, { categories: ['Studente'] });
  return createBillingRecord(ctx.db, user.id, {
    kind,
    type: 'PersonaGiuridica',
    companyName: 'Trattoria Srl',
    vatNumber: '01234567890',
    taxCode: '01234567890',
    city: 'Parma',
    compiled: true,
    sent: true,
    compiledAt: new Date(),
    ...values,
  });
}

describe('GET /api/staff/billing/export.csv', () => {
  it('is 404 for a visitor or a non-staff user, 403 for staff without Segreteria; nothing recorded', async () => {
    expect((await exportCsv(new TestClient(ctx.app))).statusCode).toBe(404);
    const { client: student } = await signIn(ctx, { categories: ['Studente'] });
    expect((await exportCsv(student)).statusCode).toBe(404);
    const { client: admin } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Amministrazione'],
    });
    const res = await exportCsv(admin);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('auth.forbidden');
    expect(await ctx.db.select().from(billingExports)).toEqual([]);
  });

  it('exports the confirmed course forms in the CRM names, and records who, when and how many', async () => {
    const form = await confirmedForm({ companyName: '=Trattoria, "Da Mario"' });
    await confirmedForm({}, 'housing');
    const user = await createUser(ctx.db);
    await createBillingRecord(ctx.db, user.id, {
      kind: 'course',
      compiled: true,
      sent: false,
      taxCode: 'DRAFT',
    });
    const { client, user: clerk } = await secretariat();
    const res = await exportCsv(client);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=billing-course-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const [header, ...rows] = rowsOf(res.body);
    expect(header?.slice(0, 4)).toEqual([
      'AccountId',
      'idOppty_Fatturante__c',
      'Tipo_persona_fatturazione__c',
      'Ragione_Sociale__c',
    ]);
    expect(header).toContain('Fatturante_compilato__c');
    expect(header).not.toContain('Iban_Housing__c');
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header?.map((name, i) => [name, rows[0]?.[i]]) ?? []);
    expect(row).toMatchObject({
      AccountId: form.userId,
      Tipo_persona_fatturazione__c: 'PersonaGiuridica',
      Ragione_Sociale__c: `'=Trattoria, "Da Mario"`,
      PIVA_Fatturante__c: '01234567890',
      BillingCity: 'Parma',
      Fatturante_compilato__c: 'true',
    });
    const [recorded, ...more] = await ctx.db.select().from(billingExports);
    expect(more).toEqual([]);
    expect(recorded).toMatchObject({ exportedBy: clerk.id, kind: 'course', scope: 'new', rowCount: 1 });
    // An export changes no record: no audit row.
    expect(await ctx.db.select().from(staffAudit)).toEqual([]);
  });

  it('the housing forms in the Housing names', async () => {
    await confirmedForm({ iban: 'IT60X0542811101000000123456', ibanHolder: 'Mario Rossi' }, 'housing');
    const { client } = await secretariat();
    const [header, row] = rowsOf((await exportCsv(client, '?kind=housing')).body);
    expect(header).toContain('Iban_Housing__c');
    expect(header).toContain('Tipo_persona_fatturazione_Housing__c');
    expect(row?.[header?.indexOf('Iban_Housing__c') ?? -1]).toBe('IT60X0542811101000000123456');
  });

  it('takes the forms confirmed since the last export (scope new) or all of them; the state counts them', async () => {
    await confirmedForm({ compiledAt: new Date(Date.now() - 60_000) });
    const { client } = await secretariat();
    const state = async () => (await client.get('/api/staff/billing/exports')).json();
    expect(await state()).toMatchObject({ kind: 'course', last: null, confirmedSince: 1 });
    expect(rowsOf((await exportCsv(client)).body)).toHaveLength(2);
    expect(await state()).toMatchObject({ last: { rowCount: 1, scope: 'new' }, confirmedSince: 0 });
    expect(rowsOf((await exportCsv(client)).body)).toHaveLength(1); // header only
    await new Promise((resolve) => setTimeout(resolve, 5));
    await confirmedForm({ compiledAt: new Date() });
    expect((await state()).confirmedSince).toBe(1);
    expect(rowsOf((await exportCsv(client, '?scope=new')).body)).toHaveLength(2);
    expect(rowsOf((await exportCsv(client, '?scope=all')).body)).toHaveLength(3);
    const last = await state();
    expect(last).toMatchObject({ last: { scope: 'all', rowCount: 2 }, confirmedSince: 0 });
    expect(last.last.exportedBy.firstName).toBeTypeOf('string');
    expect((await ctx.db.select().from(billingExports)).map((e) => e.rowCount).sort()).toEqual([0, 1, 1, 2]);
  });

  it('refuses an unknown kind, scope or parameter with 400, recording nothing', async () => {
    const { client } = await secretariat();
    for (const query of ['?kind=shop', '?scope=some', '?x=1']) {
      expect((await exportCsv(client, query)).statusCode, query).toBe(400);
    }
    expect((await client.get('/api/staff/billing/exports?kind=shop')).statusCode).toBe(400);
    expect(await ctx.db.select().from(billingExports)).toEqual([]);
  });
});
