import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applications,
  documents,
  enrolments,
  jobSchedules,
  payments,
  privacyExports,
  privacyLog,
} from '../../db/schema/index.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { PDF, signIn } from '../../test/application-fixtures.ts';
import { createApplication, createDocument, createUser } from '../../test/fixtures.ts';
import { storedFiles } from '../../test/stored-files.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const DAY = 86_400_000;
const secretariat = (permissions = ['Segreteria']) =>
  signIn(ctx, {
    categories: ['Dipendente'],
    webappPermissions: permissions,
    firstName: 'Marco',
    lastName: 'Staff',
  });

/** A person whose application closed `daysAgo` days ago, with a stored document of `type`. */
async function closedApplicationWith(
  type: string,
  daysAgo: number,
  values: { status?: string; enrolled?: boolean; paymentOpen?: boolean } = {},
) {
  const user = await createUser(ctx.db, {
    firstName: 'Sara',
    lastName: 'Neri',
    enrolments: values.enrolled ? [{ kind: 'course', name: 'Corso', isActive: true }] : [],
  });
  const application = await createApplication(ctx.db, user.id, {
    applicationStatus: values.status ?? 'Non ammesso',
  });
  await ctx.db
    .update(applications)
    .set({ updatedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(applications.id, application.id));
  const storageKey = newStorageKey('documents');
  await ctx.app.storage.put(storageKey, PDF, 'application/pdf');
  const document = await createDocument(ctx.db, application.id, {
    type,
    name: type,
    storageKey,
    fileName: 'file.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
  });
  if (values.paymentOpen) {
    await ctx.db.insert(payments).values({
      userId: user.id,
      purpose: 'applicationFee',
      reference: 'CUCINA-2027A',
      amountCents: 10_000,
      provider: 'test',
      successUrl: '/ok',
      cancelUrl: '/ko',
      description: 'Quota',
    });
  }
  return { user, application, document };
}

const documentIds = async () =>
  (await ctx.db.select({ id: documents.id }).from(documents)).map((d) => d.id).sort();

describe('access', () => {
  it('is 404 to visitors and non-staff, 403 to staff without Segreteria', async () => {
    const anonymous = new TestClient(ctx.app);
    const { client: student } = await signIn(ctx, { categories: ['Studente'] });
    const { client: shopStaff } = await secretariat(['Negozio']);
    const calls = (client: TestClient) => [
      client.get('/api/staff/privacy/retention'),
      client.post('/api/staff/privacy/retention/run', {}),
    ];
    for (const client of [anonymous, student])
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls(shopStaff))) expect(res.statusCode).toBe(403);
    expect(await ctx.db.select().from(privacyLog)).toEqual([]);
  });
});

describe('the retention run', () => {
  it('lists what is due within 30 days, then deletes only what is due and not held, and logs the run', async () => {
    const { user: staff, client } = await secretariat();
    const due = await closedApplicationWith('IT_Passaporto', 400);
    const soon = await closedApplicationWith('IT_CertificatoMedico', 350, { status: 'Ritirato' });
    const notYet = await closedApplicationWith('IT_Passaporto', 200);
    const diploma = await closedApplicationWith('IT_Diploma', 400);
    const enrolled = await closedApplicationWith('IT_Passaporto', 400, { enrolled: true });
    const paying = await closedApplicationWith('IT_Passaporto', 400, { paymentOpen: true });
    const open = await closedApplicationWith('IT_Passaporto', 400, { status: 'In valutazione' });

    const overview = await client.get('/api/staff/privacy/retention');
    expect(overview.statusCode).toBe(200);
    const listed = (overview.json() as { due: Array<{ recordId: string; held: boolean; kind: string }> }).due;
    expect(listed.map((d) => [d.recordId, d.held]).sort()).toEqual(
      [
        [due.document.id, false],
        [soon.document.id, false],
        [enrolled.document.id, true],
        [paying.document.id, true],
      ].sort(),
    );

    const run = await client.post('/api/staff/privacy/retention/run', {});
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ by: 'Marco Staff', documents: 1, exports: 0 });
    await ctx.app.jobs.runDue();
    expect(await documentIds()).toEqual(
      [soon, notYet, diploma, enrolled, paying, open].map((x) => x.document.id).sort(),
    );
    expect(await storedFiles(ctx.dataDir)).toHaveLength(6);
    const runs = await ctx.db.select().from(privacyLog).where(eq(privacyLog.event, 'retentionRun'));
    expect(runs.find((r) => r.actorId === staff.id)?.details).toEqual({
      documents: 1,
      exports: 0,
      logEntries: 0,
    });
    // The enrolment that held its document is untouched.
    expect(
      await ctx.db.select().from(enrolments).where(eq(enrolments.userId, enrolled.user.id)),
    ).toHaveLength(1);
  });

  it('is safe to repeat: a second run deletes nothing more', async () => {
    const { client } = await secretariat();
    await closedApplicationWith('EN_Passport', 400, { status: 'Rinuncia' });
    expect((await client.post('/api/staff/privacy/retention/run', {})).json()).toMatchObject({
      documents: 1,
    });
    expect((await client.post('/api/staff/privacy/retention/run', {})).json()).toMatchObject({
      documents: 0,
    });
  });

  it('deletes expired exports and their files, and runs on its own every day', async () => {
    const { client } = await signIn(ctx, { categories: ['Studente'] });
    expect((await client.post('/api/privacy/exports', {})).statusCode).toBe(201);
    await ctx.app.jobs.runDue();
    expect(await storedFiles(ctx.dataDir)).toHaveLength(1);
    await ctx.db.update(privacyExports).set({ expiresAt: new Date(Date.now() - 1000) });
    // The daily run comes due (the schedule row as the runner keeps it).
    const past = new Date(Date.now() - 1000);
    await ctx.db
      .insert(jobSchedules)
      .values({ name: 'privacy.retention', everyMinutes: 24 * 60, nextRunAt: past })
      .onConflictDoUpdate({ target: jobSchedules.name, set: { nextRunAt: past } });
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect(await ctx.db.select().from(privacyExports)).toEqual([]);
    expect(await storedFiles(ctx.dataDir)).toEqual([]);
    const runs = await ctx.db.select().from(privacyLog).where(eq(privacyLog.event, 'retentionRun'));
    expect(runs.some((r) => r.actorId === null && r.details.exports === 1)).toBe(true);
  });
});
