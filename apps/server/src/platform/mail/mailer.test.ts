import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { type SmtpSink, startSmtpSink, unusedPort } from '../../test/smtp-sink.ts';
import {
  createTestApp,
  memoryTransport,
  openTestDatabase,
  TestClient,
  type TestContext,
} from '../../test/test-app.ts';
import { createMailer } from './mailer.ts';

/**
 * The mail path with the real adapters: the transactional outbox, nodemailer's SMTP transport
 * and a real SMTP server (smtp-server) on 127.0.0.1; and the local outbox when SMTP_URL is unset.
 */

const RECOVERY_LINK = /http:\/\/portal\.test\/recovery\?tkn=([A-Za-z0-9_%-]+)/;
const allMail = (ctx: TestContext) => ctx.db.select().from(mailOutbox);

async function requestRecovery(ctx: TestContext, email: string, language: 'it' | 'en' = 'it') {
  const res = await new TestClient(ctx.app).post('/api/auth/password-recovery', { email, language });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ ok: true });
}

describe('with SMTP_URL: delivery through a real SMTP server', () => {
  let smtp: SmtpSink;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url }, useConfiguredMail: true });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await ctx.reset();
    smtp.messages.length = 0;
  });

  it('sends the password-recovery mail with its link and marks the outbox row sent', async () => {
    expect(ctx.app.mailer.mode).toBe('smtp');
    await createUser(ctx.db, { username: 'anna.rossi@example.com' });
    await requestRecovery(ctx, 'anna.rossi@example.com');
    await ctx.app.mailer.flush();

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail?.envelopeTo).toEqual(['anna.rossi@example.com']);
    expect(mail?.envelopeFrom).toBe('no-reply@alma.scuolacucina.it');
    expect(mail?.headers.get('from')).toContain('no-reply@alma.scuolacucina.it');
    expect(mail?.headers.get('to')).toBe('anna.rossi@example.com');
    expect(mail?.subject).toBe('ALMA - Recupero password');
    expect(mail?.text).toMatch(RECOVERY_LINK);
    expect(mail?.html).toMatch(RECOVERY_LINK);
    expect(mail?.raw).toContain('Subject: ALMA - Recupero password');

    const rows = await allMail(ctx);
    expect(rows).toEqual([
      expect.objectContaining({ to: 'anna.rossi@example.com', status: 'sent', attempts: 1, lastError: null }),
    ]);
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);

    // The delivered link is the real one: it sets a new password once.
    const token = decodeURIComponent(RECOVERY_LINK.exec(mail?.text ?? '')?.[1] ?? '');
    const client = new TestClient(ctx.app);
    const reset = await client.post('/api/auth/password-reset', {
      tkn: token,
      password: 'N3w-password!',
      confirm: 'N3w-password!',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await client.post('/api/auth/login', {
      username: 'anna.rossi@example.com',
      password: 'N3w-password!',
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('sends the English mail when the request asks for English', async () => {
    await createUser(ctx.db, { username: 'john@example.com' });
    await requestRecovery(ctx, 'john@example.com', 'en');
    await ctx.app.mailer.flush();
    expect(smtp.messages.map((m) => m.subject)).toEqual(['ALMA - Password recovery']);
    expect(smtp.messages[0]?.text).toContain('You asked to recover the password');
  });

  it('delivers a message only once, however often flush runs', async () => {
    await createUser(ctx.db, { username: 'once@example.com' });
    await requestRecovery(ctx, 'once@example.com');
    await Promise.all([ctx.app.mailer.flush(), ctx.app.mailer.flush()]);
    await ctx.app.mailer.flush();
    expect(smtp.messages).toHaveLength(1);
    expect(await allMail(ctx)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('delivers a message only once when two instances flush the same outbox at the same time', async () => {
    await createUser(ctx.db, { username: 'twice@example.com' });
    await requestRecovery(ctx, 'twice@example.com');
    const log = { warn: vi.fn(), error: vi.fn() };
    const { smtpTransport } = await import('./mailer.ts');
    const second = createMailer({ db: ctx.db, from: 'a@b.it', transport: smtpTransport(smtp.url), log });
    await Promise.all([ctx.app.mailer.flush(), second.flush()]);
    expect(smtp.messages).toHaveLength(1);
    expect(await allMail(ctx)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('hides the local outbox: GET /api/outbox answers 404', async () => {
    const res = await new TestClient(ctx.app).get('/api/outbox');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'request.notFound' } });
  });
});

describe('with SMTP_URL and the SMTP server down', () => {
  let port: number;
  let ctx: TestContext;

  beforeAll(async () => {
    port = await unusedPort();
    ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, useConfiguredMail: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.reset();
  });

  it('still answers the request, and keeps the row pending with attempts 1 and the error', async () => {
    await createUser(ctx.db, { username: 'down@example.com' });
    await requestRecovery(ctx, 'down@example.com');
    // The request starts one delivery run in the background; wait for its outcome.
    await vi.waitFor(
      async () => {
        const [row] = await allMail(ctx);
        expect(row?.lastError).toBeTruthy();
      },
      { timeout: 10_000, interval: 20 },
    );
    const rows = await allMail(ctx);
    expect(rows).toEqual([
      expect.objectContaining({ to: 'down@example.com', status: 'pending', attempts: 1, sentAt: null }),
    ]);
    expect(rows[0]?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('retries on each flush, gives up after 5 attempts (failed) and then leaves the row alone', async () => {
    await ctx.app.mailer.enqueue(ctx.db, {
      to: 'retry@example.com',
      subject: 'Prova',
      text: 'Testo',
      html: '<p>Testo</p>',
    });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await ctx.app.mailer.flush()).toBe(0);
      const [row] = await allMail(ctx);
      expect(row).toMatchObject({ attempts: attempt, status: attempt < 5 ? 'pending' : 'failed' });
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
    }
    await ctx.app.mailer.flush();
    expect(await allMail(ctx)).toEqual([expect.objectContaining({ attempts: 5, status: 'failed' })]);
  });

  it('delivers a pending message on the next flush once the server is back', async () => {
    await ctx.app.mailer.enqueue(ctx.db, {
      to: 'later@example.com',
      subject: 'Più tardi',
      text: 'Consegna ritardata',
      html: '<p>Consegna ritardata</p>',
    });
    expect(await ctx.app.mailer.flush()).toBe(0);
    const smtp = await startSmtpSink({ port });
    try {
      expect(await ctx.app.mailer.flush()).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({
        envelopeTo: ['later@example.com'],
        subject: 'Più tardi',
        text: expect.stringContaining('Consegna ritardata'),
      });
      const [row] = await allMail(ctx);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });
});

describe('without SMTP_URL: the local outbox', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { OUTBOX_VIEW: 'true' }, useConfiguredMail: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.reset();
  });

  it('shows the outbox to signed-in staff only: 401 to visitors, 403 to other users', async () => {
    await createUser(ctx.db, { username: 'victim@example.com' });
    await requestRecovery(ctx, 'victim@example.com');
    expect((await new TestClient(ctx.app).get('/api/outbox')).statusCode).toBe(401);
    for (const values of [
      { categories: ['Candidato' as const] },
      { categories: ['Studente' as const], webappPermissions: ['Segreteria'] },
      { categories: ['Dipendente' as const] },
    ]) {
      const { client } = await signIn(ctx, values);
      const res = await client.get('/api/outbox');
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('recovery?tkn=');
    }
    const { client: staff } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Segreteria'],
    });
    expect((await staff.get('/api/outbox')).statusCode).toBe(200);
  });

  it('keeps the mail as a local row and lists it at GET /api/outbox', async () => {
    expect(ctx.app.mailer.mode).toBe('outbox');
    await createUser(ctx.db, { username: 'outbox@example.com' });
    await requestRecovery(ctx, 'outbox@example.com');
    expect(await ctx.app.mailer.flush()).toBe(0);

    const rows = await allMail(ctx);
    expect(rows).toEqual([
      expect.objectContaining({ to: 'outbox@example.com', status: 'local', attempts: 0 }),
    ]);

    const { client: staff } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Segreteria'],
    });
    const res = await staff.get('/api/outbox');
    expect(res.statusCode).toBe(200);
    const { messages } = res.json() as {
      messages: Array<{ id: string; to: string; subject: string; text: string }>;
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      id: rows[0]?.id,
      to: 'outbox@example.com',
      subject: 'ALMA - Recupero password',
    });
    expect(messages[0]?.text).toMatch(RECOVERY_LINK);
  });

  it('lists the newest 200 mails, the newest first, however many the outbox holds', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await ctx.db.insert(mailOutbox).values(
      Array.from({ length: 250 }, (_, i) => ({
        to: `person${i}@example.com`,
        subject: `Mail ${i}`,
        text: `Mail ${i}`,
        html: `<p>Mail ${i}</p>`,
        status: 'local' as const,
        createdAt: at(i),
      })),
    );
    const { client: staff } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Segreteria'],
    });
    const { messages } = (await staff.get('/api/outbox')).json() as { messages: Array<{ subject: string }> };
    expect(messages).toHaveLength(200);
    expect(messages[0]?.subject).toBe('Mail 249');
    expect(messages[199]?.subject).toBe('Mail 50');
  });

  it('writes nothing when the work is rolled back (the outbox is transactional)', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.mailer.enqueue(tx, {
          to: 'rollback@example.com',
          subject: 'S',
          text: 'T',
          html: '<p>T</p>',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(
      await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rollback@example.com')),
    ).toHaveLength(0);
  });
});

describe('background delivery runs', () => {
  it('never reject: a database failure is logged, since callers start them without awaiting', async () => {
    const database = await openTestDatabase();
    await database.close();
    const logged: unknown[] = [];
    const mailer = createMailer({
      db: database.db,
      from: 'ALMA <no-reply@example.com>',
      transport: memoryTransport(),
      log: { warn: () => {}, error: (...args: unknown[]) => void logged.push(args) },
    });
    await expect(mailer.flush()).resolves.toBe(0);
    expect(logged).toHaveLength(1);
  });
});

describe('delivery holds no lock while the SMTP server answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  const message = { to: 'lease@example.com', subject: 'Prova', text: 'Testo', html: '<p>Testo</p>' };
  const silentLog = { warn: () => {}, error: () => {} };

  it('lets other work write the mail row while the message is being sent', async () => {
    const rowId = { value: '' };
    let wroteDuringSend = false;
    const mailer = createMailer({
      db: ctx.db,
      from: 'a@b.it',
      log: silentLog,
      transport: {
        // A slow SMTP server: meanwhile another request writes the same row. Were the row locked
        // for the delivery (or, on the embedded database, a transaction open), this would wait.
        async send() {
          const write = ctx.db
            .update(mailOutbox)
            .set({ lastError: null })
            .where(eq(mailOutbox.id, rowId.value))
            .execute()
            .then(() => true);
          const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000));
          wroteDuringSend = await Promise.race([write, timeout]);
        },
      },
    });
    await mailer.enqueue(ctx.db, message);
    rowId.value = (await allMail(ctx))[0]?.id ?? '';
    expect(await mailer.flush()).toBe(1);
    expect(wroteDuringSend).toBe(true);
    expect(await allMail(ctx)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('takes back a mail whose delivering instance stopped, once its lease has ended, and not before', async () => {
    const sent: string[] = [];
    const mailer = createMailer({
      db: ctx.db,
      from: 'a@b.it',
      log: silentLog,
      transport: { send: async (m) => void sent.push(m.to) },
    });
    await mailer.enqueue(ctx.db, message);
    // Another instance claimed it and is still within its lease: left alone.
    await ctx.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, claimedUntil: new Date(Date.now() + 60_000) });
    expect(await mailer.flush()).toBe(0);
    // That instance died: the lease ends and the mail is delivered, once.
    await ctx.db.update(mailOutbox).set({ claimedUntil: new Date(Date.now() - 1_000) });
    expect(await mailer.flush()).toBe(1);
    expect(await mailer.flush()).toBe(0);
    expect(sent).toEqual(['lease@example.com']);
    expect(await allMail(ctx)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });
});

describe('the outbox is off unless OUTBOX_VIEW turns it on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ useConfiguredMail: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 404 to everyone, staff included, and the public configuration says it is off', async () => {
    await createUser(ctx.db, { username: 'victim@example.com' });
    await requestRecovery(ctx, 'victim@example.com');
    expect((await new TestClient(ctx.app).get('/api/outbox')).statusCode).toBe(404);
    const { client: staff } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Segreteria'],
    });
    const res = await staff.get('/api/outbox');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('recovery?tkn=');
    expect((await staff.get('/api/config')).json()).toMatchObject({ outbox: false });
  });
});
