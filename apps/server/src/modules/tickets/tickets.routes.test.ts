import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { isTicketOpen, TICKET_ATTACHMENTS_MAX } from '@school/domain/tickets/tickets';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applications,
  enrolments,
  mailOutbox,
  type TicketCategoryRow,
  theses,
  ticketAttachments,
  ticketCategories,
  ticketMessages,
  tickets,
} from '../../db/schema/index.ts';
import { EXE, errorOf, fileBody, JPEG, PDF, signIn } from '../../test/application-fixtures.ts';
import { postOverHttp } from '../../test/http-upload.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import * as repo from './tickets.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let housing: TicketCategoryRow;
let secretariat: TicketCategoryRow;

beforeEach(async () => {
  await ctx.reset();
  [housing, secretariat] = (await ctx.db
    .insert(ticketCategories)
    .values([
      {
        name: 'Alloggio',
        nameEn: 'Accommodation',
        description: 'Guasti e manutenzione',
        descriptionEn: 'Repairs',
        operatorEmail1: 'housing@alma.test',
        operatorEmail2: 'housing2@alma.test',
        isHousing: true,
      },
      {
        name: 'Segreteria',
        nameEn: 'Secretariat',
        description: 'Documenti',
        operatorEmail1: 'segreteria@alma.test',
      },
    ])
    .returning()) as [TicketCategoryRow, TicketCategoryRow];
});

const student = () =>
  signIn(ctx, {
    categories: ['Studente'],
    language: 'it',
    enrolments: [
      { kind: 'course', name: 'Corso di cucina', isActive: true },
      { kind: 'housing', name: 'Alloggio 2026', isActive: true, isActiveHousing: true },
    ],
  });

const newTicket = (change: Record<string, unknown> = {}) => ({
  categoryId: secretariat.id,
  subject: 'Certificato di iscrizione',
  description: 'Mi serve il certificato per il permesso di soggiorno',
  acknowledged: true,
  ...change,
});

async function open(client: TestClient, change: Record<string, unknown> = {}) {
  const res = await client.post('/api/tickets', newTicket(change));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; [key: string]: unknown };
}

const close = (id: string) =>
  ctx.db.update(tickets).set({ status: 'Closed', closedAt: new Date() }).where(eq(tickets.id, id));

async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(path.join(ctx.dataDir, 'files'), { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

const attach = (client: TestClient, id: string, bytes: Buffer = PDF, name = 'foto.pdf') =>
  client.post(`/api/tickets/${id}/attachments`, fileBody(bytes, name));

/** An attachment row as the upload records it (its file is not needed to count it). */
const attachmentRow = (ticketId: string, name: string) => ({
  ticketId,
  storageKey: `documents/${name}`,
  fileName: `${name}.pdf`,
  contentType: 'application/pdf',
  size: 10,
});

/** The case with every place but the last taken. */
const fillButOne = (ticketId: string) =>
  ctx.db
    .insert(ticketAttachments)
    .values(
      Array.from({ length: TICKET_ATTACHMENTS_MAX - 1 }, (_, i) => attachmentRow(ticketId, `old-${i}`)),
    );

const attachmentsOf = (ticketId: string) =>
  ctx.db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticketId));

/**
 * Two requests at once as a busy server runs them: each reads and checks the rule, and neither
 * writes before both have read (held so on either database); then each writes its value. Gives
 * what each write reported (false: refused by the check or by the write).
 */
async function race<V>(values: [V, V], check: () => Promise<boolean>, write: (value: V) => Promise<boolean>) {
  let arrived = 0;
  let release: () => void = () => {};
  const bothRead = new Promise<void>((resolve) => {
    release = resolve;
  });
  const request = async (value: V) => {
    const allowed = await check();
    if (++arrived === values.length) release();
    await bothRead;
    return allowed && (await write(value));
  };
  return Promise.all(values.map(request));
}

describe('access', () => {
  it('answers 401 to a visitor on every route', async () => {
    const anonymous = new TestClient(ctx.app);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      anonymous.get('/api/tickets/categories'),
      anonymous.get('/api/tickets'),
      anonymous.post('/api/tickets', newTicket()),
      anonymous.get(`/api/tickets/${id}`),
      anonymous.post(`/api/tickets/${id}/attachments`, fileBody(PDF, 'a.pdf')),
      anonymous.get(`/api/tickets/${id}/attachments/${id}`),
      anonymous.post(`/api/tickets/${id}/messages`, { body: 'Ciao' }),
      anonymous.put(`/api/tickets/${id}/rating`, { rating: 5 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('auth.required');
    }
    expect(await ctx.db.select().from(tickets)).toEqual([]);
  });

  it("answers 404 for another user's case, its attachments, thread and rating, and changes nothing", async () => {
    const { client: owner } = await student();
    const ticket = await open(owner);
    const file = (await attach(owner, ticket.id)).json() as { id: string };
    const { client: other } = await student();
    const calls = [
      other.get(`/api/tickets/${ticket.id}`),
      attach(other, ticket.id),
      other.get(`/api/tickets/${ticket.id}/attachments/${file.id}`),
      other.post(`/api/tickets/${ticket.id}/messages`, { body: 'Intruso' }),
      other.put(`/api/tickets/${ticket.id}/rating`, { rating: 1 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res).code).toBe('tickets.notFound');
    }
    expect((await other.get('/api/tickets')).json()).toEqual({ tickets: [] });
    expect(await ctx.db.select().from(ticketAttachments)).toHaveLength(1);
    expect(await ctx.db.select().from(ticketMessages)).toEqual([]);
  });
});

describe('categories and the list', () => {
  it('lists the active categories with their Italian and English texts', async () => {
    await ctx.db.insert(ticketCategories).values({ name: 'Vecchia', isActive: false });
    const { client } = await student();
    const res = await client.get('/api/tickets/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toEqual([
      {
        id: housing.id,
        name: 'Alloggio',
        nameEn: 'Accommodation',
        description: 'Guasti e manutenzione',
        descriptionEn: 'Repairs',
        isHousing: true,
      },
      expect.objectContaining({ name: 'Segreteria', isHousing: false }),
    ]);
  });

  it("lists one's cases, newest first, with date, category, subject, status and attachment count", async () => {
    const { client } = await student();
    const first = await open(client, { subject: 'Primo' });
    const second = await open(client, { subject: 'Secondo', categoryId: housing.id });
    await attach(client, first.id);
    await attach(client, first.id, JPEG, 'foto.jpg');
    const res = await client.get('/api/tickets');
    expect(res.statusCode).toBe(200);
    const list = res.json().tickets;
    expect(list.map((t: { id: string }) => t.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({
      subject: 'Primo',
      status: 'New',
      category: { name: 'Segreteria', nameEn: 'Secretariat' },
      attachmentCount: 2,
      recordType: 'Standard',
      canUpload: true,
    });
    expect(list[0]).toMatchObject({ recordType: 'Housing', attachmentCount: 0 });
    expect(typeof list[0].createdAt).toBe('string');
  });
});

describe('POST /api/tickets', () => {
  it('opens a case with origin webapp, the category copied, a receipt and the operators mailed', async () => {
    const { user, client } = await student();
    const ticket = await open(client, {
      categoryId: housing.id,
      subject: '<b>Rubinetto</b>',
      from: 'Housing',
    });
    expect(ticket).toMatchObject({
      subject: '<b>Rubinetto</b>',
      status: 'New',
      origin: 'webapp',
      recordType: 'Housing',
      category: { name: 'Alloggio', nameEn: 'Accommodation', description: 'Guasti e manutenzione' },
      canUpload: true,
      canReply: true,
      canRate: false,
      links: { from: 'Housing', enrolment: { name: 'Alloggio 2026', kind: 'housing' } },
    });
    const [row] = await ctx.db.select().from(tickets);
    expect(row).toMatchObject({
      userId: user.id,
      categoryName: 'Alloggio',
      operatorEmail1: 'housing@alma.test',
      operatorEmail2: 'housing2@alma.test',
      origin: 'webapp',
      subject: '<b>Rubinetto</b>',
    });
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [user.email, 'housing2@alma.test', 'housing@alma.test'].sort(),
    );
    const receipt = mails.find((m) => m.to === user.email)!;
    expect(receipt.subject).toBe('ALMA - Richiesta ricevuta: <b>Rubinetto</b>');
    // The subject is text in the mail's HTML, never markup.
    expect(receipt.html).toContain('&lt;b&gt;Rubinetto&lt;/b&gt;');
    expect(receipt.html).not.toContain('<b>Rubinetto');
  });

  it('links the course enrolment and application from Segreteria, the thesis from Esami', async () => {
    const { user, client } = await student();
    const [course] = await ctx.db.select().from(enrolments).where(eq(enrolments.kind, 'course'));
    const [application] = await ctx.db
      .insert(applications)
      .values({ userId: user.id, enrolmentId: course!.id, courseName: 'Cucina', editionName: '2026' })
      .returning();
    const [thesis] = await ctx.db
      .insert(theses)
      .values({ enrolmentId: course!.id, examType: 'Esame Finale', name: 'Tesi finale' })
      .returning();
    const segreteria = await open(client, { from: 'Segreteria' });
    expect(segreteria.links).toEqual({
      from: 'Segreteria',
      enrolment: { id: course!.id, name: 'Corso di cucina', kind: 'course' },
      application: { id: application!.id, name: 'Cucina — 2026' },
      thesis: null,
    });
    const esami = await open(client, { from: 'Esami' });
    expect(esami.links).toMatchObject({ from: 'Esami', thesis: { id: thesis!.id, name: 'Tesi finale' } });
    const linked = await open(client, { related: { object: 'Tesi', id: thesis!.id } });
    expect(linked.links).toMatchObject({
      from: null,
      thesis: { id: thesis!.id },
      enrolment: { id: course!.id },
    });
  });

  it('links the course enrolment from plain /interventi (no from), the housing contract for a housing category', async () => {
    const { user, client } = await student();
    const [course] = await ctx.db.select().from(enrolments).where(eq(enrolments.kind, 'course'));
    const [stay] = await ctx.db.select().from(enrolments).where(eq(enrolments.kind, 'housing'));
    const plain = await open(client);
    expect(plain.links).toEqual({
      from: null,
      enrolment: { id: course!.id, name: 'Corso di cucina', kind: 'course' },
      application: null,
      thesis: null,
    });
    const [stored] = await ctx.db.select().from(tickets).where(eq(tickets.id, plain.id));
    expect(stored).toMatchObject({ userId: user.id, enrolmentId: course!.id, openedFrom: null });
    const housingCase = await open(client, { categoryId: housing.id });
    expect(housingCase.links).toMatchObject({ from: null, enrolment: { id: stay!.id, kind: 'housing' } });
    // Somebody with no enrolment: nothing to link.
    const { client: none } = await signIn(ctx, { categories: ['Esterno'] });
    expect((await open(none)).links).toMatchObject({ from: null, enrolment: null });
  });

  it("refuses a newCaso id of another user's record, and stores nothing", async () => {
    const { client: owner, user: ownerUser } = await student();
    const [course] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, ownerUser.id));
    const [thesis] = await ctx.db
      .insert(theses)
      .values({ enrolmentId: course!.id, examType: 'Esame Finale', name: 'Tesi' })
      .returning();
    const [application] = await ctx.db.insert(applications).values({ userId: ownerUser.id }).returning();
    const { client } = await student();
    for (const related of [
      { object: 'Tesi', id: thesis!.id },
      { object: 'Candidatura', id: application!.id },
      { object: 'Opportunita', id: course!.id },
      { object: 'Tesi', id: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await client.post('/api/tickets', newTicket({ related }));
      expect(res.statusCode, res.body).toBe(404);
      expect(errorOf(res)).toMatchObject({
        code: 'tickets.relatedNotFound',
        fields: { 'related.id': 'tickets.relatedNotFound' },
      });
    }
    const forged = await client.post(
      '/api/tickets',
      newTicket({ related: { object: 'Account', id: thesis!.id } }),
    );
    expect(forged.statusCode).toBe(400);
    expect(await ctx.db.select().from(tickets)).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    expect((await owner.get('/api/tickets')).json().tickets).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no category', { categoryId: undefined }, { categoryId: 'tickets.categoryRequired' }],
    ['blank subject', { subject: '   ' }, { subject: 'tickets.subjectRequired' }],
    ['subject of 101', { subject: 'a'.repeat(101) }, { subject: 'tickets.subjectTooLong' }],
    ['blank description', { description: '' }, { description: 'tickets.descriptionRequired' }],
    ['huge description', { description: 'x'.repeat(100_000) }, { description: 'tickets.descriptionTooLong' }],
    ['warning not ticked', { acknowledged: false }, { acknowledged: 'tickets.acknowledgementRequired' }],
    ['an unknown from', { from: 'Negozio' }, { from: 'request.invalid' }],
  ])('refuses %s with a code per field, storing nothing', async (_, change, fields) => {
    const { client } = await student();
    const res = await client.post('/api/tickets', newTicket(change));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'request.invalid', fields });
    expect(await ctx.db.select().from(tickets)).toEqual([]);
  });

  it('refuses control characters, a retired or unknown category, and fields the server sets', async () => {
    const { client } = await student();
    const control = await client.post('/api/tickets', newTicket({ subject: 'a\u0007b' }));
    expect(control.statusCode).toBe(400);
    expect(errorOf(control).code).toBe('request.controlCharacters');
    await ctx.db.update(ticketCategories).set({ isActive: false }).where(eq(ticketCategories.id, housing.id));
    const retired = await client.post('/api/tickets', newTicket({ categoryId: housing.id }));
    expect(retired.statusCode).toBe(400);
    expect(errorOf(retired)).toMatchObject({
      code: 'tickets.categoryNotFound',
      fields: { categoryId: 'tickets.categoryNotFound' },
    });
    const unknown = await client.post(
      '/api/tickets',
      newTicket({ categoryId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(errorOf(unknown).code).toBe('tickets.categoryNotFound');
    const extra = await client.post('/api/tickets', { ...newTicket(), origin: 'crm' });
    expect(extra.statusCode).toBe(400);
    expect(await ctx.db.select().from(tickets)).toEqual([]);
  });
});

describe('attachments', () => {
  it('stores a file on an open case and gives it back to its owner only', async () => {
    const { client } = await student();
    const ticket = await open(client);
    const res = await attach(client, ticket.id);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      fileName: 'foto.pdf',
      size: PDF.length,
      url: `/api/tickets/${ticket.id}/attachments/${file.id}`,
    });
    const download = await client.get(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    const detail = (await client.get(`/api/tickets/${ticket.id}`)).json();
    expect(detail.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['foto.pdf']);
  });

  it('refuses an upload to a closed case with a clear error, storing nothing', async () => {
    const { client } = await student();
    const ticket = await open(client);
    await close(ticket.id);
    const res = await attach(client, ticket.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('tickets.closed');
    expect(await storedFiles()).toEqual([]);
    expect(await ctx.db.select().from(ticketAttachments)).toEqual([]);
  });

  it.each<[string, Buffer, string, number, string]>([
    ['an executable', EXE, 'setup.exe', 400, 'upload.typeNotAllowed'],
    ['an executable named .pdf', EXE, 'setup.pdf', 400, 'upload.contentMismatch'],
    ['an empty file', Buffer.alloc(0), 'vuoto.pdf', 400, 'upload.fileEmpty'],
    [
      'a file over 4.5 MB',
      Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length)]),
      'grande.pdf',
      413,
      'upload.tooLarge',
    ],
  ])('refuses %s, storing nothing', async (_, bytes, name, status, code) => {
    const { client } = await student();
    const ticket = await open(client);
    const res = await attach(client, ticket.id, bytes, name);
    expect(res.statusCode).toBe(status);
    // The refusal's code, as the error's or (an empty body, refused by the contract) its field's.
    const error = errorOf(res);
    expect([error.code, ...Object.values(error.fields ?? {})]).toContain(code);
    expect(await storedFiles()).toEqual([]);
    expect(await ctx.db.select().from(ticketAttachments)).toEqual([]);
  });

  it.each([
    ['with its length declared', false],
    ['in chunks', true],
  ])(
    'answers 413 upload.tooLargeEncoded to an 8 MB attachment sent over a connection %s, every time',
    async (_, chunked) => {
      const { client } = await student();
      const ticket = await open(client);
      const address = ctx.app.server.listening
        ? `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`
        : await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      // 6 MB of file, 8 MB of JSON once in base64: over the route's limit, as a raw client may send.
      const body = Buffer.from(
        JSON.stringify(fileBody(Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 7)]), 'grande.pdf')),
      );
      expect(body.length).toBeGreaterThan(8_000_000);
      for (let i = 0; i < 5; i++) {
        const res = await postOverHttp(`${address}/api/tickets/${ticket.id}/attachments`, body, {
          headers: client.sessionHeaders(),
          chunked,
        });
        expect(res.error).toBeNull();
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body).error).toMatchObject({
          code: 'upload.tooLargeEncoded',
          fields: { contentBase64: 'upload.tooLargeEncoded' },
        });
      }
      expect(await storedFiles()).toEqual([]);
    },
  );

  it('takes at most the maximum even when uploads race for the last place', async () => {
    const { client } = await student();
    const ticket = await open(client);
    await fillButOne(ticket.id);
    const results = await Promise.all([
      attach(client, ticket.id),
      attach(client, ticket.id),
      attach(client, ticket.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(errorOf(refused).code).toBe('tickets.tooManyAttachments');
    expect(await ctx.db.select().from(ticketAttachments)).toHaveLength(TICKET_ATTACHMENTS_MAX);
    // The refused files were deleted: only the stored one is left.
    expect(await storedFiles()).toHaveLength(1);
  });

  it('negative control: counting and inserting without the case lock stores one attachment too many', async () => {
    const { user, client } = await student();
    const ticket = await open(client);
    await fillButOne(ticket.id);
    /** The rule the upload checks first: the person's open case, under the maximum. */
    const check = async () => {
      const row = await repo.findOwnTicket(ctx.db, user.id, ticket.id);
      return (
        row !== null &&
        isTicketOpen(row.status) &&
        (await repo.countAttachments(ctx.db, ticket.id)) < TICKET_ATTACHMENTS_MAX
      );
    };
    /** The insert alone, trusting the count read before: no lock, no count again. */
    const naive = async (name: string) => {
      await repo.insertAttachment(ctx.db, attachmentRow(ticket.id, name));
      return true;
    };
    expect(await race(['race-a', 'race-b'], check, naive)).toEqual([true, true]);
    expect(await attachmentsOf(ticket.id)).toHaveLength(TICKET_ATTACHMENTS_MAX + 1);

    // The upload's steps under the case's lock, in the same race: the count read again, one stored.
    await ctx.db
      .delete(ticketAttachments)
      .where(and(eq(ticketAttachments.ticketId, ticket.id), like(ticketAttachments.storageKey, '%/race-%')));
    const locked = (name: string) =>
      ctx.db.transaction(async (tx) => {
        const row = await repo.lockTicket(tx, ticket.id);
        if (!row || (await repo.countAttachments(tx, row.id)) >= TICKET_ATTACHMENTS_MAX) return false;
        await repo.insertAttachment(tx, attachmentRow(row.id, name));
        return true;
      });
    expect((await race(['race-c', 'race-d'], check, locked)).sort()).toEqual([false, true]);
    expect(await attachmentsOf(ticket.id)).toHaveLength(TICKET_ATTACHMENTS_MAX);
  });
});

describe('thread and rating', () => {
  it('lets the student answer while open, not once closed', async () => {
    const { client } = await student();
    const ticket = await open(client);
    const answered = await client.post(`/api/tickets/${ticket.id}/messages`, { body: 'Ecco i dettagli' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().messages).toMatchObject([{ fromStaff: false, body: 'Ecco i dettagli' }]);
    const blank = await client.post(`/api/tickets/${ticket.id}/messages`, { body: '  ' });
    expect(errorOf(blank)).toMatchObject({
      code: 'request.invalid',
      fields: { body: 'tickets.messageRequired' },
    });
    await close(ticket.id);
    const refused = await client.post(`/api/tickets/${ticket.id}/messages`, { body: 'Ancora' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('tickets.closed');
    expect(await ctx.db.select().from(ticketMessages)).toHaveLength(1);
  });

  it('takes one 1-5 rating once closed, even when two arrive at once', async () => {
    const { client } = await student();
    const ticket = await open(client);
    const early = await client.put(`/api/tickets/${ticket.id}/rating`, { rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('tickets.notClosed');
    await close(ticket.id);
    for (const rating of [0, 6, 2.5, '5']) {
      const bad = await client.put(`/api/tickets/${ticket.id}/rating`, { rating });
      expect(errorOf(bad)).toMatchObject({
        code: 'request.invalid',
        fields: { rating: 'tickets.invalidRating' },
      });
    }
    const results = await Promise.all([
      client.put(`/api/tickets/${ticket.id}/rating`, { rating: 2 }),
      client.put(`/api/tickets/${ticket.id}/rating`, { rating: 5 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(winner).toMatchObject({ status: 'Closed', canRate: false, canUpload: false, canReply: false });
    expect(errorOf(results.find((r) => r.statusCode === 409)!).code).toBe('tickets.alreadyRated');
    const [row] = await ctx.db.select().from(tickets);
    expect(row!.rating).toBe(winner.rating);
  });

  it('negative control: a rating written without the condition takes both ratings and keeps one', async () => {
    const { user, client } = await student();
    const ticket = await open(client);
    await close(ticket.id);
    /** The rule the rating checks: the person's closed case, not rated yet. */
    const check = async () => {
      const row = await repo.findOwnTicket(ctx.db, user.id, ticket.id);
      return row?.status === 'Closed' && row.rating === null;
    };
    /** The rating written on what was read: no condition in the update. */
    const naive = async (rating: number) => {
      const rows = await ctx.db
        .update(tickets)
        .set({ rating, ratedAt: new Date() })
        .where(eq(tickets.id, ticket.id))
        .returning();
      return rows.length === 1;
    };
    // Both told their rating was taken; the case keeps one of them only.
    expect(await race([2, 5], check, naive)).toEqual([true, true]);
    const [overwritten] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect([2, 5]).toContain(overwritten!.rating);

    // The service's conditional update, in the same race, takes one and refuses the other.
    await ctx.db.update(tickets).set({ rating: null, ratedAt: null }).where(eq(tickets.id, ticket.id));
    const conditional = async (rating: number) =>
      (await repo.rateTicket(ctx.db, user.id, ticket.id, rating)) !== null;
    const taken = await race([2, 5], check, conditional);
    expect(taken.slice().sort()).toEqual([false, true]);
    const [rated] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(rated!.rating).toBe(taken[0] ? 2 : 5);
  });
});
