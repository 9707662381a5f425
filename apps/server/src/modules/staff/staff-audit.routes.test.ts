import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, documents, staffAudit, users } from '../../db/schema/index.ts';
import {
  createApplication,
  createBillingRecord,
  createDocument,
  createInstalment,
  createUser,
  createVisa,
} from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestClient, type TestContext } from '../../test/test-app.ts';
import { auditStaffChange } from './staff-changes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const errorOf = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error;
const staff = (webappPermissions = ['Segreteria', 'Amministrazione']) =>
  signIn(ctx, { categories: ['Dipendente'], webappPermissions });

async function candidateApplication() {
  const user = await createUser(ctx.db, { categories: ['Candidato'] });
  const application = await createApplication(ctx.db, user.id);
  return { user, application };
}

async function read(client: TestClient, applicationId: string) {
  const res = await client.get(`/api/staff/applications/${applicationId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

interface Entry {
  table: string;
  recordId: string;
  field: string;
  before: unknown;
  after: unknown;
  changedBy: { id: string };
  changedAt: string;
}
const auditRows = () => ctx.db.select().from(staffAudit);

describe('every staff change is in the audit log', () => {
  it('records who, when, which record, each changed field, before and after', async () => {
    const { application } = await candidateApplication();
    const { client, user: clerk } = await staff();
    const { version } = (await read(client, application.id)).application;
    const res = await client.put(`/api/staff/applications/${application.id}/status`, {
      generalStatus: 'Validato',
      paymentsUpToDate: true,
      isActive: application.isActive,
      version,
    });
    expect(res.statusCode).toBe(200);
    const log = await client.get(`/api/staff/audit/applications/${application.id}`);
    expect(log.statusCode).toBe(200);
    const items: Entry[] = log.json().items;
    // The unchanged isActive and the bumped updatedAt are not changes of content.
    expect(items.map(({ field, before, after }) => ({ field, before, after }))).toEqual([
      { field: 'paymentsUpToDate', before: null, after: true },
      { field: 'generalStatus', before: null, after: 'Validato' },
    ]);
    for (const item of items) {
      expect(item).toMatchObject({
        table: 'applications',
        recordId: application.id,
        changedBy: { id: clerk.id },
      });
      expect(Date.now() - Date.parse(item.changedAt)).toBeLessThan(60_000);
    }
  });

  it("keeps a text that reads as JSON a text, and a creation's before empty", async () => {
    const { user: by } = await staff();
    const record = await createUser(ctx.db);
    await auditStaffChange(ctx.db, {
      by: by.id,
      table: users,
      before: { ...record, firstName: 'null', lastName: '[1]' },
      after: { ...record, firstName: '112', lastName: '{"a":1}' },
    });
    const rows = await ctx.db.select().from(staffAudit).where(eq(staffAudit.recordId, record.id));
    expect(Object.fromEntries(rows.map((r) => [r.field, [r.before, r.after]]))).toEqual({
      firstName: ['null', '112'],
      lastName: ['[1]', '{"a":1}'],
    });
    await ctx.db.delete(staffAudit);
    await auditStaffChange(ctx.db, {
      by: by.id,
      table: users,
      before: null,
      after: { ...record, pin: null },
    });
    const created = await ctx.db.select().from(staffAudit).where(eq(staffAudit.field, 'firstName'));
    expect(created.map((r) => [r.before, r.after])).toEqual([[null, record.firstName]]);
  });

  it('is written by every change route, for the record it changes', async () => {
    const { user, application } = await candidateApplication();
    const uploaded = await createDocument(ctx.db, application.id, { status: 'In attesa di validazione' });
    const other = await createDocument(ctx.db, application.id, { status: 'In attesa di validazione' });
    const instalment = await createInstalment(ctx.db, application.id);
    await createBillingRecord(ctx.db, user.id, { kind: 'course' });
    const { client } = await staff();
    const app = `/api/staff/applications/${application.id}`;
    const seen = () => read(client, application.id);
    const versionOf = async (id: string) =>
      (await seen()).documents.find((d: { id: string }) => d.id === id).version;
    const billing = `/api/staff/users/${user.id}/billing/course`;

    const changes: Array<[string, () => Promise<{ statusCode: number }>, string]> = [
      [
        'status',
        async () =>
          client.put(`${app}/status`, { stageName: 'Iscritto', version: (await seen()).application.version }),
        'applications',
      ],
      [
        'clothing',
        async () =>
          client.put(`${app}/clothing`, { open: true, version: (await seen()).application.version }),
        'applications',
      ],
      [
        'visa',
        async () =>
          client.put(`${app}/visa`, {
            enabled: true,
            recordType: 'Visto C',
            version: (await seen()).application.version,
          }),
        'visas',
      ],
      [
        'approve',
        async () =>
          client.post(`/api/staff/documents/${uploaded.id}/approve`, {
            version: await versionOf(uploaded.id),
          }),
        'documents',
      ],
      [
        'reject',
        async () =>
          client.post(`/api/staff/documents/${other.id}/reject`, {
            reason: 'Illeggibile',
            version: await versionOf(other.id),
          }),
        'documents',
      ],
      [
        'request',
        async () => client.post(`${app}/documents`, { type: 'IT_Permesso', name: 'Permesso' }),
        'documents',
      ],
      [
        'instalment',
        async () =>
          client.post(`${app}/instalments`, { number: '2', amountCents: 100, dueDate: '2030-01-31' }),
        'instalments',
      ],
      [
        'payment',
        async () =>
          client.put(`/api/staff/instalments/${instalment.id}/payment`, {
            paymentDate: '2030-01-10',
            isPaid: true,
            version: (await seen()).instalments.find((i: { id: string }) => i.id === instalment.id).version,
          }),
        'instalments',
      ],
      [
        'billing',
        async () => client.put(billing, { open: true, version: (await client.get(billing)).json().version }),
        'billing_records',
      ],
    ];
    for (const [name, change, table] of changes) {
      // The rows written by the change, told by their ids: a select without an order gives no
      // insertion order on PostgreSQL.
      const before = new Set((await auditRows()).map((r) => r.id));
      const res = await change();
      expect(res.statusCode, name).toBeLessThan(300);
      const written = (await auditRows()).filter((r) => !before.has(r.id));
      expect(written.length, name).toBeGreaterThan(0);
      expect(
        written.map((r) => r.recordTable),
        name,
      ).toContain(table);
    }
  });

  it('leaves no audit row and no change when the change fails after the audit write', async () => {
    const { application } = await candidateApplication();
    const { client } = await staff();
    const { version } = (await read(client, application.id)).application;
    await ctx.db.execute(sql`
      create function staff_audit_fails() returns trigger language plpgsql as $$
      begin raise exception 'audit storage failed'; end $$`);
    await ctx.db.execute(sql`
      create trigger staff_audit_fails after insert on staff_audit
      for each row execute function staff_audit_fails()`);
    try {
      const res = await client.put(`/api/staff/applications/${application.id}/status`, {
        generalStatus: 'Validato',
        version,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger staff_audit_fails on staff_audit`);
      await ctx.db.execute(sql`drop function staff_audit_fails()`);
    }
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.generalStatus).toBe(application.generalStatus);
    expect(await auditRows()).toEqual([]);
  });

  it('writes no audit row for a change that is refused', async () => {
    const { application } = await candidateApplication();
    const document = await createDocument(ctx.db, application.id);
    const { client } = await staff();
    const version = (await read(client, application.id)).documents[0].version;
    const res = await client.post(`/api/staff/documents/${document.id}/approve`, { version });
    expect(res.statusCode).toBe(409);
    expect(await auditRows()).toEqual([]);
  });
});

describe('stale edits', () => {
  it('of two concurrent edits made on the same version, one is written and the other answers 409', async () => {
    const { application } = await candidateApplication();
    const { client } = await staff();
    const { version } = (await read(client, application.id)).application;
    const url = `/api/staff/applications/${application.id}/status`;
    const results = await Promise.all([
      client.put(url, { generalStatus: 'Validato', version }),
      client.put(url, { generalStatus: 'Non valido', version }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused && errorOf(refused).code).toBe('staff.staleRecord');
    const written = results.find((r) => r.statusCode === 200)?.json().application.generalStatus;
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.generalStatus).toBe(written);
    expect((await auditRows()).map((r) => r.after)).toEqual([written]);
  });

  it('refuses a review made on a document the candidate changed since it was read', async () => {
    const { application } = await candidateApplication();
    const document = await createDocument(ctx.db, application.id, { status: 'In attesa di validazione' });
    const { client } = await staff();
    const version = (await read(client, application.id)).documents[0].version;
    await ctx.db.update(documents).set({ fileName: 'new.pdf' }).where(eq(documents.id, document.id));
    const res = await client.post(`/api/staff/documents/${document.id}/approve`, { version });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('staff.staleRecord');
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.status).toBe('In attesa di validazione');
    expect(await auditRows()).toEqual([]);
  });

  it('refuses phase-4 dates on a visa changed since it was read', async () => {
    const { application } = await candidateApplication();
    await ctx.db.update(applications).set({ visaEnabled: true }).where(eq(applications.id, application.id));
    const visa = await createVisa(ctx.db, application.id);
    const { client } = await staff();
    const seen = (await read(client, application.id)).visa.version;
    await ctx.db.execute(sql`update visas set embassy_name = 'X' where id = ${visa.id}`);
    const res = await client.put(`/api/staff/applications/${application.id}/visa/appointments`, {
      permitAppointmentDate: null,
      postKitAppointmentDate: null,
      fingerprintPhotoDate: null,
      version: seen,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('staff.staleRecord');
  });
});

describe('GET /api/staff/audit', () => {
  async function history() {
    const one = await candidateApplication();
    const two = await candidateApplication();
    const first = await staff();
    const second = await staff();
    const setStatus = async (client: TestClient, id: string, generalStatus: string) => {
      const { version } = (await read(client, id)).application;
      const res = await client.put(`/api/staff/applications/${id}/status`, { generalStatus, version });
      expect(res.statusCode).toBe(200);
    };
    await setStatus(first.client, one.application.id, 'A');
    await setStatus(second.client, two.application.id, 'B');
    await setStatus(first.client, one.application.id, 'C');
    return { one, two, first, second };
  }
  const afters = (res: { json(): { items: Entry[] } }) => res.json().items.map((i) => i.after);

  it('lists changes newest first, filtered by record, by staff member and by days, paged', async () => {
    const { one, second, first } = await history();
    const all = await first.client.get('/api/staff/audit');
    expect(all.statusCode).toBe(200);
    expect(afters(all)).toEqual(['C', 'B', 'A']);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const ofRecord = await first.client.get(
      `/api/staff/audit?table=applications&recordId=${one.application.id}`,
    );
    expect(afters(ofRecord)).toEqual(['C', 'A']);
    expect(afters(await first.client.get(`/api/staff/audit?changedBy=${second.user.id}`))).toEqual(['B']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(afters(await first.client.get(`/api/staff/audit?from=${today}&to=${today}`))).toEqual([
      'C',
      'B',
      'A',
    ]);
    expect((await first.client.get('/api/staff/audit?to=2001-01-01')).json().total).toBe(0);
    expect((await first.client.get('/api/staff/audit?from=2099-01-01')).json().total).toBe(0);
    const page = await first.client.get('/api/staff/audit?page=2&pageSize=2');
    expect(afters(page)).toEqual(['A']);
    expect(page.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it.each([
    'from=2030-01-02&to=2030-01-01',
    'recordId=42',
    'changedBy=x',
    'table=Robert%27);drop',
    'pageSize=101',
    'sort=field',
  ])('refuses the query %s', async (query) => {
    const { client } = await staff();
    const res = await client.get(`/api/staff/audit?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
  });

  it('is the administration’s; the history of one record is open to any staff', async () => {
    const { one } = await history();
    const { client } = await staff(['Segreteria']);
    expect((await client.get('/api/staff/audit')).statusCode).toBe(403);
    const own = await client.get(`/api/staff/audit/applications/${one.application.id}`);
    expect(own.statusCode).toBe(200);
    expect(afters(own)).toEqual(['C', 'A']);
  });

  it('has no route that edits or deletes audit rows', () => {
    const auditRoutes = ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/staff/audit'));
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(new Set(auditRoutes.map((r) => r.method))).toEqual(new Set(['GET', 'HEAD']));
  });
});
