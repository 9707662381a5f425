import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notifications,
  staffAudit,
  type TicketCategoryRow,
  type TicketRow,
  ticketCategories,
  ticketMessages,
  tickets,
} from '../../db/schema/index.ts';
import { errorOf, fileBody, PDF, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { auditStaffChange, checkVersion } from '../staff/staff-changes.ts';
import { closedNotification, ticketPath } from './tickets.mails.ts';
import * as repo from './tickets.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let category: TicketCategoryRow;
let other: TicketCategoryRow;

beforeEach(async () => {
  await ctx.reset();
  [category, other] = (await ctx.db
    .insert(ticketCategories)
    .values([
      { name: 'Segreteria', nameEn: 'Secretariat', operatorEmail1: 'segreteria@alma.test' },
      { name: 'Housing', nameEn: 'Housing', isHousing: true },
    ])
    .returning()) as [TicketCategoryRow, TicketCategoryRow];
});

const staff = (permissions = ['Interventi']) =>
  signIn(ctx, {
    categories: ['Dipendente'],
    webappPermissions: permissions,
    firstName: 'Marco',
    lastName: 'Staff',
  });

async function studentTicket(change: Record<string, unknown> = {}) {
  const { user, client } = await signIn(ctx, { categories: ['Studente'], language: 'en' });
  const res = await client.post('/api/tickets', {
    categoryId: category.id,
    subject: 'Certificato',
    description: 'Serve il certificato',
    acknowledged: true,
    ...change,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, client, ticket: res.json() as { id: string } };
}

const detail = async (client: TestClient, id: string) => {
  const res = await client.get(`/api/staff/tickets/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/**
 * Two requests at once as a busy server runs them: each reads the record and checks the rule, and
 * neither writes before both have read (held so on either database); then each writes what it
 * read. Gives what each write reported (false: refused by the check or by the write).
 */
async function race<R>(read: () => Promise<R | null>, write: (seen: R) => Promise<boolean>) {
  let arrived = 0;
  let release: () => void = () => {};
  const bothRead = new Promise<void>((resolve) => {
    release = resolve;
  });
  const request = async () => {
    const seen = await read();
    if (++arrived === 2) release();
    await bothRead;
    return seen !== null && (await write(seen));
  };
  return Promise.all([request(), request()]);
}

describe('access', () => {
  it('is 404 to visitors and non-staff, 403 to staff without Interventi', async () => {
    const { ticket } = await studentTicket();
    const anonymous = new TestClient(ctx.app);
    const { client: studentClient } = await signIn(ctx, { categories: ['Studente'] });
    const { client: shopStaff } = await staff(['Negozio']);
    const calls = (client: TestClient) => [
      client.get('/api/staff/tickets'),
      client.get(`/api/staff/tickets/${ticket.id}`),
      client.post(`/api/staff/tickets/${ticket.id}/messages`, { body: 'Ciao' }),
      client.put(`/api/staff/tickets/${ticket.id}/status`, { action: 'close', version: 'x' }),
      client.get('/api/staff/tickets/categories'),
      client.post('/api/staff/tickets/categories', {}),
    ];
    for (const client of [anonymous, studentClient])
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls(shopStaff))) expect(res.statusCode).toBe(403);
  });
});

describe('the inbox', () => {
  it('lists by category and status, oldest first, paged, with counts and the version', async () => {
    const { client } = await staff();
    const first = await studentTicket({ subject: 'Primo' });
    await studentTicket({ subject: 'Secondo', categoryId: other.id });
    const third = await studentTicket({ subject: 'Terzo' });
    await first.client.post(`/api/tickets/${first.ticket.id}/attachments`, fileBody(PDF, 'a.pdf'));
    await ctx.db
      .update(tickets)
      .set({ status: 'Closed', closedAt: new Date() })
      .where(eq(tickets.id, third.ticket.id));

    const open = (await client.get('/api/staff/tickets')).json();
    expect(open.items.map((t: { subject: string }) => t.subject)).toEqual(['Primo', 'Secondo']);
    expect(open.total).toBe(2);
    expect(open.items[0]).toMatchObject({
      status: 'New',
      category: { id: category.id, name: 'Segreteria' },
      person: { id: first.user.id, email: first.user.email },
      assignee: null,
      attachmentCount: 1,
      messageCount: 0,
      lastMessageFromStaff: null,
    });
    expect(open.items[0].version).toEqual(expect.any(String));

    const byCategory = (await client.get(`/api/staff/tickets?category=${category.id}&status=open`)).json();
    expect(byCategory.items.map((t: { subject: string }) => t.subject)).toEqual(['Primo']);
    const closed = (await client.get('/api/staff/tickets?status=Closed')).json();
    expect(closed.items.map((t: { subject: string }) => t.subject)).toEqual(['Terzo']);
    const paged = (await client.get('/api/staff/tickets?pageSize=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((t: { subject: string }) => t.subject)).toEqual(['Secondo']);
    const searched = (await client.get('/api/staff/tickets?search=secon')).json();
    expect(searched.items.map((t: { subject: string }) => t.subject)).toEqual(['Secondo']);
    const bad = await client.get('/api/staff/tickets?status=Chiuso');
    expect(bad.statusCode).toBe(400);
  });

  it('reads a page in a fixed number of statements, however many cases it holds', async () => {
    const { client } = await staff();
    await studentTicket();
    await ctx.settled();
    await client.get('/api/staff/tickets');
    await ctx.settled();
    const before = ctx.queryCount();
    await client.get('/api/staff/tickets');
    const one = ctx.queryCount() - before;
    for (let i = 0; i < 4; i++) await studentTicket();
    // The staff member's session is read again after those writes: count from the next read on.
    await ctx.settled();
    await client.get('/api/staff/tickets');
    await ctx.settled();
    const again = ctx.queryCount();
    await client.get('/api/staff/tickets');
    expect(ctx.queryCount() - again).toBe(one);
  });
});

describe('reply, assign, close and reopen', () => {
  it('replies: New becomes Working, the student reads it and is notified', async () => {
    const { client } = await staff();
    const { user, client: studentClient, ticket } = await studentTicket();
    const res = await client.post(`/api/staff/tickets/${ticket.id}/messages`, {
      body: 'Pronto in segreteria',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Working',
      lastMessageFromStaff: true,
      messages: [{ fromStaff: true, authorName: 'Marco Staff', body: 'Pronto in segreteria' }],
    });
    const seen = (await studentClient.get(`/api/tickets/${ticket.id}`)).json();
    expect(seen.messages).toMatchObject([
      { fromStaff: true, authorName: 'ALMA', body: 'Pronto in segreteria' },
    ]);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told).toMatchObject([{ title: 'The school has answered your ticket' }]);
    const audit = await ctx.db.select().from(staffAudit);
    expect(audit).toMatchObject([
      { recordTable: 'tickets', field: 'status', before: 'New', after: 'Working' },
    ]);
  });

  it('assigns to staff holding Interventi only, on the version read', async () => {
    const { user: me, client } = await staff();
    const { user: shopOnly } = await staff(['Negozio']);
    const { ticket } = await studentTicket();
    const read = await detail(client, ticket.id);
    const refused = await client.put(`/api/staff/tickets/${ticket.id}/assignee`, {
      assigneeId: shopOnly.id,
      version: read.version,
    });
    expect(errorOf(refused)).toMatchObject({
      code: 'tickets.notAssignable',
      fields: { assigneeId: 'tickets.notAssignable' },
    });
    const assignees = (await client.get('/api/staff/tickets/assignees')).json();
    expect(assignees.assignees).toEqual([{ id: me.id, name: 'Marco Staff' }]);
    const res = await client.put(`/api/staff/tickets/${ticket.id}/assignee`, {
      assigneeId: me.id,
      version: read.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignee).toEqual({ id: me.id, name: 'Marco Staff' });
    const mine = (await client.get('/api/staff/tickets?assigned=me')).json();
    expect(mine.total).toBe(1);
    const stale = await client.put(`/api/staff/tickets/${ticket.id}/assignee`, {
      assigneeId: null,
      version: read.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
  });

  it('closes on the version read (the student notified, uploads refused), refuses a stale close, reopens', async () => {
    const { client } = await staff();
    const { user, client: studentClient, ticket } = await studentTicket();
    const read = await detail(client, ticket.id);
    // A student's answer meanwhile does not move the case's version; a staff change does.
    const closed = await client.put(`/api/staff/tickets/${ticket.id}/status`, {
      action: 'close',
      version: read.version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'Closed', closedAt: expect.any(String) });
    const again = await client.put(`/api/staff/tickets/${ticket.id}/status`, {
      action: 'close',
      version: read.version,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('staff.staleRecord');
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told).toMatchObject([{ title: 'Your ticket has been closed' }]);
    const upload = await studentClient.post(`/api/tickets/${ticket.id}/attachments`, fileBody(PDF, 'a.pdf'));
    expect(errorOf(upload).code).toBe('tickets.closed');
    const replyClosed = await client.post(`/api/staff/tickets/${ticket.id}/messages`, { body: 'Ancora' });
    expect(errorOf(replyClosed).code).toBe('tickets.closed');

    const current = closed.json().version;
    const reopened = await client.put(`/api/staff/tickets/${ticket.id}/status`, {
      action: 'reopen',
      version: current,
    });
    expect(reopened.json()).toMatchObject({ status: 'Working', closedAt: null });
    const reopenAgain = await client.put(`/api/staff/tickets/${ticket.id}/status`, {
      action: 'reopen',
      version: reopened.json().version,
    });
    expect(errorOf(reopenAgain).code).toBe('tickets.alreadyOpen');
  });

  it('closes once when two staff close the same version at once', async () => {
    const { client } = await staff();
    const { client: second } = await staff();
    const { ticket } = await studentTicket();
    const { version } = await detail(client, ticket.id);
    const results = await Promise.all([
      client.put(`/api/staff/tickets/${ticket.id}/status`, { action: 'close', version }),
      second.put(`/api/staff/tickets/${ticket.id}/status`, { action: 'close', version }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.field, 'status'));
    expect(audit).toHaveLength(1);
    expect(await ctx.db.select().from(notifications)).toHaveLength(1);
  });

  it('negative control: closing without the lock or the status condition closes twice, audited and told twice', async () => {
    const { user: by, client } = await staff();
    const { ticket } = await studentTicket();
    const { version } = await detail(client, ticket.id);
    /** What the close checks: the version the staff member saw, a case not closed yet. */
    const check = (seen: string) => async () => {
      const row = await repo.findTicket(ctx.db, ticket.id);
      checkVersion(tickets, row, seen);
      return row && row.status !== 'Closed' ? row : null;
    };
    /** The close written on what was read: no lock, no condition on the status. */
    const naive = (before: TicketRow) =>
      ctx.db.transaction(async (tx) => {
        const after = await repo.updateTicket(tx, before.id, { status: 'Closed', closedAt: new Date() });
        if (!after) return false;
        await auditStaffChange(tx, { by: by.id, table: tickets, before, after });
        const told = closedNotification('en', before.subject, ticketPath(before.id));
        await tx.insert(notifications).values({ userId: before.userId, ...told });
        return true;
      });
    expect(await race(check(version), naive)).toEqual([true, true]);
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.field, 'status'));
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      ['New', 'Closed'],
      ['New', 'Closed'],
    ]);
    expect(await ctx.db.select().from(notifications)).toHaveLength(2);

    // The service's conditional update on the status read, in the same race, closes once.
    await ctx.db.update(tickets).set({ status: 'New', closedAt: null }).where(eq(tickets.id, ticket.id));
    const { version: reopened } = await detail(client, ticket.id);
    const conditional = async (before: TicketRow) =>
      (await repo.updateTicket(
        ctx.db,
        before.id,
        { status: 'Closed', closedAt: new Date() },
        repo.statusIs(before.status),
      )) !== null;
    expect((await race(check(reopened), conditional)).sort()).toEqual([false, true]);
  });

  it('answers 404 for a case that does not exist, 400 for an id that is none', async () => {
    const { client } = await staff();
    expect((await client.get('/api/staff/tickets/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await client.get('/api/staff/tickets/nope')).statusCode).toBe(400);
    const blank = await client.post('/api/staff/tickets/00000000-0000-4000-8000-000000000000/messages', {
      body: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(await ctx.db.select().from(ticketMessages)).toEqual([]);
  });
});

describe('categories', () => {
  const body = {
    name: 'Didattica',
    nameEn: 'Teaching',
    description: 'Lezioni e orari',
    descriptionEn: 'Lessons and timetables',
    operatorEmail1: 'didattica@alma.test',
    operatorEmail2: '',
    isHousing: false,
    isActive: true,
  };

  it('creates, changes on the version read, refuses duplicates, deletes only without cases', async () => {
    const { client } = await staff();
    const created = await client.post('/api/staff/tickets/categories', body);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ ...body, ticketCount: 0 });
    const duplicate = await client.post('/api/staff/tickets/categories', { ...body, name: 'didattica' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).code).toBe('tickets.categoryExists');
    const badEmail = await client.post('/api/staff/tickets/categories', {
      ...body,
      name: 'X',
      operatorEmail2: 'no',
    });
    expect(errorOf(badEmail)).toMatchObject({ fields: { operatorEmail2: 'tickets.invalidEmail' } });

    const changed = await client.put(`/api/staff/tickets/categories/${row.id}`, {
      ...body,
      isActive: false,
      version: row.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().isActive).toBe(false);
    const stale = await client.put(`/api/staff/tickets/categories/${row.id}`, {
      ...body,
      version: row.version,
    });
    expect(errorOf(stale).code).toBe('staff.staleRecord');

    await studentTicket();
    const list = (await client.get('/api/staff/tickets/categories')).json();
    const used = list.categories.find((c: { id: string }) => c.id === category.id);
    expect(used.ticketCount).toBe(1);
    const inUse = await client.delete(`/api/staff/tickets/categories/${category.id}?version=${used.version}`);
    expect(inUse.statusCode).toBe(409);
    expect(errorOf(inUse).code).toBe('tickets.categoryInUse');
    const removed = await client.delete(
      `/api/staff/tickets/categories/${row.id}?version=${changed.json().version}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await ctx.db.select().from(ticketCategories).where(eq(ticketCategories.id, row.id))).toEqual([]);
  });

  const sameName = () =>
    ctx.db.select().from(ticketCategories).where(sql`lower(${ticketCategories.name}) = 'didattica'`);

  it('creates one of two categories of the same name sent at once; the other is 409', async () => {
    const { client } = await staff();
    const { client: second } = await staff();
    const results = await Promise.all([
      client.post('/api/staff/tickets/categories', body),
      second.post('/api/staff/tickets/categories', { ...body, name: 'DIDATTICA' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(errorOf(results.find((r) => r.statusCode === 409)!).code).toBe('tickets.categoryExists');
    expect(await sameName()).toHaveLength(1);
  });

  it('negative control: without the unique index on the name both categories are created', async () => {
    await ctx.db.execute(sql`drop index ticket_categories_name_idx`);
    try {
      const { client } = await staff();
      const { client: second } = await staff();
      const results = await Promise.all([
        client.post('/api/staff/tickets/categories', body),
        second.post('/api/staff/tickets/categories', { ...body, name: 'DIDATTICA' }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(await sameName()).toHaveLength(2);
    } finally {
      await ctx.reset();
      await ctx.db.execute(
        sql`create unique index ticket_categories_name_idx on ticket_categories (lower(name))`,
      );
    }
  });
});
