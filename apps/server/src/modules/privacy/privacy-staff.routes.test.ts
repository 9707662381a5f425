import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applications,
  documents,
  enrolments,
  erasureRequests,
  mailOutbox,
  notifications,
  payments,
  privacyLog,
  sessions,
  staffAudit,
  users,
} from '../../db/schema/index.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { errorOf, PDF, signIn } from '../../test/application-fixtures.ts';
import { createApplication, createDocument, createNotification, PASSWORD } from '../../test/fixtures.ts';
import { storedFiles } from '../../test/stored-files.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { erasureJob } from './privacy-erasure.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const secretariat = (permissions = ['Segreteria']) =>
  signIn(ctx, {
    categories: ['Dipendente'],
    webappPermissions: permissions,
    firstName: 'Marco',
    lastName: 'Staff',
  });

/** An applicant with an application, a stored document, a paid fee and a notification, who asks for erasure. */
async function applicantAsking(values: { email?: string; enrolled?: boolean } = {}) {
  const { user, client } = await signIn(ctx, {
    categories: ['Candidato'],
    firstName: 'Lucia',
    lastName: 'Bianchi',
    language: 'en',
    taxCode: 'BNCLCU90A41H501X',
    ...(values.email ? { username: values.email } : {}),
    enrolments: values.enrolled ? [{ kind: 'course', name: 'Corso di cucina', isActive: true }] : [],
  });
  const application = await createApplication(ctx.db, user.id, { applicationStatus: 'In valutazione' });
  const storageKey = newStorageKey('documents');
  await ctx.app.storage.put(storageKey, PDF, 'application/pdf');
  const document = await createDocument(ctx.db, application.id, {
    storageKey,
    fileName: 'passaporto.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
  });
  const [fee] = await ctx.db
    .insert(payments)
    .values({
      userId: user.id,
      purpose: 'applicationFee',
      reference: 'CUCINA-2027A',
      amountCents: 10_000,
      status: 'paid',
      provider: 'test',
      successUrl: '/ok',
      cancelUrl: '/ko',
      description: 'Quota di candidatura',
      paidAt: new Date(),
    })
    .returning();
  const [unpaid] = await ctx.db
    .insert(payments)
    .values({
      userId: user.id,
      purpose: 'shopOrder',
      reference: 'cart',
      amountCents: 2_000,
      status: 'failed',
      provider: 'test',
      successUrl: '/ok',
      cancelUrl: '/ko',
      description: 'ALMA Shop',
    })
    .returning();
  await createNotification(ctx.db, user.id);
  const asked = await client.post('/api/privacy/erasure', { confirm: true, note: 'Please erase me' });
  expect(asked.statusCode, asked.body).toBe(201);
  return {
    user,
    client,
    application,
    document,
    fee: fee!,
    unpaid: unpaid!,
    requestId: (asked.json() as { id: string }).id,
  };
}

async function detail(client: TestClient, id: string) {
  const res = await client.get(`/api/staff/privacy/erasures/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    version: string;
    status: string;
    keep: Array<{ kind: string; id: string; reason: string }>;
    blocked: boolean;
  };
}

describe('access', () => {
  it('is 404 to visitors and non-staff, 403 to staff without Segreteria', async () => {
    const { requestId } = await applicantAsking();
    const anonymous = new TestClient(ctx.app);
    const { client: student } = await signIn(ctx, { categories: ['Studente'] });
    const { client: shopStaff } = await secretariat(['Negozio']);
    const calls = (client: TestClient) => [
      client.get('/api/staff/privacy/erasures'),
      client.get(`/api/staff/privacy/erasures/${requestId}`),
      client.post(`/api/staff/privacy/erasures/${requestId}/decision`, { decision: 'confirm', version: 'x' }),
    ];
    for (const client of [anonymous, student])
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls(shopStaff))) expect(res.statusCode).toBe(403);
    expect((await ctx.db.select().from(erasureRequests))[0]?.status).toBe('pending');
  });
});

describe('the requests in the console', () => {
  it('lists them oldest first by status and person, with what each erasure keeps and why', async () => {
    const { client } = await secretariat();
    const first = await applicantAsking();
    const second = await applicantAsking({ email: 'paolo.verdi@example.com' });
    const list = await client.get('/api/staff/privacy/erasures?status=pending');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: Array<{ id: string }>; total: number }).items.map((i) => i.id)).toEqual([
      first.requestId,
      second.requestId,
    ]);
    const searched = await client.get('/api/staff/privacy/erasures?search=paolo.verdi');
    expect((searched.json() as { items: Array<{ id: string }> }).items.map((i) => i.id)).toEqual([
      second.requestId,
    ]);
    const bad = await client.get('/api/staff/privacy/erasures?status=maybe');
    expect(bad.statusCode).toBe(400);

    const one = await detail(client, first.requestId);
    expect(one.keep.map((k) => [k.kind, k.id, k.reason])).toEqual([['payment', first.fee.id, 'taxRecords']]);
    expect(one.blocked).toBe(false);
  });

  it('answers 404 for a request that does not exist, 400 for an id that is none', async () => {
    const { client } = await secretariat();
    const missing = await client.get('/api/staff/privacy/erasures/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('privacy.erasureNotFound');
    expect((await client.get('/api/staff/privacy/erasures/nope')).statusCode).toBe(400);
  });
});

describe('confirming: the erasure', () => {
  it("erases the person's records and files, keeps the payment the law keeps, and leaves another person untouched", async () => {
    const { user: staffUser, client } = await secretariat();
    const asking = await applicantAsking();
    const other = await applicantAsking({ email: 'other.person@example.com' });
    const filesBefore = await storedFiles(ctx.dataDir);
    expect(filesBefore).toHaveLength(2);

    const { version } = await detail(client, asking.requestId);
    const res = await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      decision: 'confirm',
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed' });
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.recordId, asking.requestId));
    expect(audit.find((a) => a.field === 'status')).toMatchObject({
      changedBy: staffUser.id,
      before: 'pending',
      after: 'confirmed',
    });

    await ctx.app.jobs.runDue();

    // The mail went to the address before it was erased, in the person's language.
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, asking.user.email));
    expect(mails.map((m) => m.subject)).toEqual(['ALMA - Your account has been erased']);
    const [erased] = await ctx.db.select().from(users).where(eq(users.id, asking.user.id));
    expect(erased).toMatchObject({
      username: `erased-${asking.user.id}@erased.invalid`,
      email: '',
      firstName: '',
      lastName: '',
      taxCode: '',
      passwordHash: null,
      isBlocked: true,
      categories: [],
    });
    expect(await ctx.db.select().from(applications).where(eq(applications.userId, asking.user.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(documents).where(eq(documents.id, asking.document.id))).toEqual([]);
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, asking.user.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, asking.user.id))).toEqual([]);
    // The paid fee stays, the person's; the failed payment stays for the accounts, detached.
    const [fee] = await ctx.db.select().from(payments).where(eq(payments.id, asking.fee.id));
    expect(fee?.userId).toBe(asking.user.id);
    const [unpaid] = await ctx.db.select().from(payments).where(eq(payments.id, asking.unpaid.id));
    expect(unpaid?.userId).toBeNull();
    // The stored file is gone; the other person's is there.
    const filesAfter = await storedFiles(ctx.dataDir);
    expect(filesAfter).toHaveLength(1);
    // The other person: untouched.
    const [otherUser] = await ctx.db.select().from(users).where(eq(users.id, other.user.id));
    expect(otherUser).toMatchObject({ email: other.user.email, firstName: 'Lucia', isBlocked: false });
    expect(
      await ctx.db.select().from(applications).where(eq(applications.userId, other.user.id)),
    ).toHaveLength(1);
    expect(await ctx.db.select().from(documents).where(eq(documents.id, other.document.id))).toHaveLength(1);
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.userId, other.user.id)),
    ).toHaveLength(1);
    expect((await ctx.db.select().from(payments).where(eq(payments.userId, other.user.id))).length).toBe(2);
    const [request] = await ctx.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, asking.requestId));
    expect(request?.status).toBe('done');
    const log = await ctx.db.select().from(privacyLog).where(eq(privacyLog.event, 'erasureDone'));
    expect(log.map((l) => [l.userId, l.actorId])).toEqual([[asking.user.id, staffUser.id]]);

    // The account can no longer sign in, neither by the old name nor the new one.
    for (const username of [asking.user.username, `erased-${asking.user.id}@erased.invalid`]) {
      const login = await new TestClient(ctx.app).post('/api/auth/login', { username, password: PASSWORD });
      expect(login.statusCode).not.toBe(200);
    }
    expect((await asking.client.get('/api/privacy')).statusCode).toBe(401);
  });

  it('is safe to run twice: a done erasure is left alone', async () => {
    const { client } = await secretariat();
    const asking = await applicantAsking();
    const { version } = await detail(client, asking.requestId);
    await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      decision: 'confirm',
      version,
    });
    await ctx.app.jobs.runDue();
    const logBefore = await ctx.db.select().from(privacyLog);
    await erasureJob({
      db: ctx.db,
      storage: ctx.app.storage,
      mailer: ctx.app.mailer,
      jobs: ctx.app.jobs,
      log: ctx.app.log,
      publicUrl: 'http://portal.test',
    }).run({ requestId: asking.requestId });
    expect(await ctx.db.select().from(privacyLog)).toEqual(logBefore);
    expect(await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, asking.user.email))).toHaveLength(
      1,
    );
  });

  it('refuses to confirm while an enrolment is in progress, and changes nothing', async () => {
    const { client } = await secretariat();
    const asking = await applicantAsking({ enrolled: true });
    const one = await detail(client, asking.requestId);
    expect(one.blocked).toBe(true);
    expect(one.keep.map((k) => [k.kind, k.reason])).toContainEqual(['enrolment', 'enrolmentInProgress']);
    const res = await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      decision: 'confirm',
      version: one.version,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('privacy.enrolmentInProgress');
    expect((await ctx.db.select().from(erasureRequests))[0]?.status).toBe('pending');
    expect(await ctx.db.select().from(enrolments).where(eq(enrolments.userId, asking.user.id))).toHaveLength(
      1,
    );
  });
});

describe('refusing', () => {
  it('records the reason, mails the person and keeps everything', async () => {
    const { client } = await secretariat();
    const asking = await applicantAsking();
    const { version } = await detail(client, asking.requestId);
    const res = await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      decision: 'refuse',
      version,
      reason: 'There is an open payment to settle first',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'refused',
      refusalReason: 'There is an open payment to settle first',
    });
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, asking.user.email));
    expect(mails.map((m) => m.subject)).toEqual(['ALMA - Your erasure request']);
    expect(mails[0]?.text).toContain('There is an open payment to settle first');
    await ctx.app.jobs.runDue();
    expect(
      await ctx.db.select().from(applications).where(eq(applications.userId, asking.user.id)),
    ).toHaveLength(1);
    // The person may ask again.
    expect((await asking.client.post('/api/privacy/erasure', { confirm: true })).statusCode).toBe(201);
  });

  it.each([
    ['without a reason', { decision: 'refuse' }, 'reason', 'privacy.refusalReasonRequired'],
    ['with a blank reason', { decision: 'refuse', reason: '   ' }, 'reason', 'privacy.refusalReasonRequired'],
    [
      'with a reason too long',
      { decision: 'refuse', reason: 'x'.repeat(1001) },
      'reason',
      'privacy.refusalReasonTooLong',
    ],
    ['with an unknown decision', { decision: 'later' }, 'decision', 'request.invalid'],
  ])('refuses a decision %s, and changes nothing', async (_, body, field, code) => {
    const { client } = await secretariat();
    const asking = await applicantAsking();
    const { version } = await detail(client, asking.requestId);
    const res = await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      ...body,
      version,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(code);
    expect((await ctx.db.select().from(erasureRequests))[0]?.status).toBe('pending');
  });

  it('answers 409 on a stale version or a decided request, and changes nothing', async () => {
    const { client } = await secretariat();
    const asking = await applicantAsking();
    const stale = await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      decision: 'refuse',
      reason: 'No',
      version: 'stale',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const { version } = await detail(client, asking.requestId);
    await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      decision: 'refuse',
      reason: 'No',
      version,
    });
    const { version: after } = await detail(client, asking.requestId);
    const again = await client.post(`/api/staff/privacy/erasures/${asking.requestId}/decision`, {
      decision: 'confirm',
      version: after,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('privacy.erasureDecided');
    expect((await ctx.db.select().from(erasureRequests))[0]?.status).toBe('refused');
  });
});
