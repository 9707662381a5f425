import type { StaffItem, StaffItemDetail } from '@school/domain/bookings/contracts/staff-bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingWaitlist,
  calendarItems,
  courseEditions,
  notifications,
  staffAudit,
} from '../../db/schema/index.ts';
import { DEMO_EDITIONS } from '../../db/seed/demo-application.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.insert(courseEditions).values(DEMO_EDITIONS);
});

const DAY = 24 * 3600_000;
const EDITION = 'CUCINA-2026B';
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const ITEMS = '/api/staff/bookings/items';
const UNKNOWN = '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f';

/** A complete, valid item as the console's form sends it: open since yesterday, in twenty days. */
const BODY = {
  kind: 'event',
  startsOn: day(20),
  endsOn: null,
  startTime: '17:00',
  endTime: '19:00',
  opensAt: `${day(-1)}T09:00`,
  closesAt: null,
  name: 'Degustazione di olio extravergine',
  place: 'Aula magna',
  capacityMin: 0,
  capacityMax: 2,
  link: '',
  description: '',
  group: '',
  isMandatory: false,
  isRetake: false,
  productCode: null,
};

const organiser = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Prenotazioni'] });
const student = (flags: { hasExams?: boolean; productCode?: string } = {}) =>
  signIn(ctx, {
    categories: ['Studente'],
    enrolments: [{ kind: 'course', isActive: true, isActiveBooking: true, productCode: EDITION, ...flags }],
  });
const auditRows = () => ctx.db.select().from(staffAudit);
const itemRows = () => ctx.db.select().from(calendarItems);
const bookingRows = () => ctx.db.select().from(bookings);
const fieldsOf = (res: { json(): unknown }) =>
  (res.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};

async function create(client: TestClient, change: Record<string, unknown> = {}): Promise<StaffItem> {
  const res = await client.post(ITEMS, { ...BODY, ...change });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StaffItem;
}
async function detail(client: TestClient, id: string): Promise<StaffItemDetail> {
  const res = await client.get(`${ITEMS}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffItemDetail;
}
const bookAs = (client: TestClient, id: string) => client.post(`/api/bookings/items/${id}/booking`, {});

describe('staff bookings — access', () => {
  it('is 404 for a visitor, a student and an employee without a staff permission; 403 for staff without Prenotazioni; nothing written', async () => {
    const { client: staff } = await organiser();
    const item = await create(staff);
    const { user: luca, client: lucaClient } = await student();
    expect((await bookAs(lucaClient, item.id)).statusCode).toBe(201);
    const [booking] = await bookingRows();
    if (!booking) throw new Error('no booking');
    const before = { items: await itemRows(), bookings: await bookingRows(), audit: await auditRows() };

    const calls = (client: TestClient) => [
      client.get(ITEMS),
      client.post(ITEMS, BODY),
      client.get(`${ITEMS}/${item.id}`),
      client.put(`${ITEMS}/${item.id}`, { ...BODY, version: item.version }),
      client.delete(`${ITEMS}/${item.id}?version=${encodeURIComponent(item.version)}`),
      client.get(`${ITEMS}/${item.id}/bookings.csv`),
      client.post(`${ITEMS}/${item.id}/bookings`, { userId: luca.id }),
      client.delete(`${ITEMS}/${item.id}/bookings/${booking.id}`),
      client.put(`${ITEMS}/${item.id}/bookings/${booking.id}/attendance`, {
        attendance: 'present',
        version: booking.updatedAt.toISOString(),
      }),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('request.notFound');
    }
    const employee = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [] });
    for (const { client } of [{ client: lucaClient }, employee]) {
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    }
    for (const permission of ['Segreteria', 'Amministrazione', 'Didattica']) {
      const { client } = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [permission] });
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await itemRows()).toEqual(before.items);
    expect(await bookingRows()).toEqual(before.bookings);
    expect(await auditRows()).toEqual(before.audit);
  });
});

describe('POST /api/staff/bookings/items and GET', () => {
  it('creates an item with every field, audited; a copy is a new item; the list filters by kind, text and day', async () => {
    const { client, user: clerk } = await organiser();
    const created = await create(client, {
      description: 'Con un produttore del Garda.',
      group: 'Degustazioni',
      link: 'https://www.alma.scuolacucina.it/olio',
      closesAt: `${day(18)}T12:00`,
      productCode: EDITION,
      capacityMin: 1,
    });
    expect(created).toMatchObject({
      kind: 'event',
      name: BODY.name,
      place: 'Aula magna',
      capacityMin: 1,
      capacityMax: 2,
      group: 'Degustazioni',
      productCode: EDITION,
      opensAtLocal: BODY.opensAt,
      closesAtLocal: `${day(18)}T12:00`,
      booked: 0,
      held: 0,
      waiting: 0,
    });
    const audit = await auditRows();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => a.recordTable === 'calendar_items' && a.changedBy === clerk.id)).toBe(true);

    // The copy: the same fields, another day, another item.
    const copy = await create(client, { startsOn: day(27), name: `${BODY.name} (2)` });
    expect(copy.id).not.toBe(created.id);
    await create(client, { kind: 'module', name: 'Pasta fresca', startsOn: day(5) });
    await create(client, { name: 'Passato', startsOn: day(-3), opensAt: `${day(-10)}T09:00` });

    const list = async (query: string) => {
      const res = await client.get(`${ITEMS}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: StaffItem[]; total: number }).items.map((i) => i.name);
    };
    // From today on, in date order; the past item only from an earlier day.
    expect(await list('')).toEqual(['Pasta fresca', BODY.name, `${BODY.name} (2)`]);
    expect(await list(`?from=${day(-5)}`)).toEqual([
      'Passato',
      'Pasta fresca',
      BODY.name,
      `${BODY.name} (2)`,
    ]);
    expect(await list('?kind=module')).toEqual(['Pasta fresca']);
    expect(await list('?search=OLIO')).toEqual([BODY.name, `${BODY.name} (2)`]);
    expect(await list('?search=degustazioni')).toEqual([BODY.name]);
    expect(await list('?search=100%25')).toEqual([]);
  });

  it.each([
    [{ name: '   ' }, 'name', 'candidate.required'],
    [{ name: 'x'.repeat(5000) }, 'name', 'request.invalid'],
    [{ capacityMax: '20' }, 'capacityMax', 'bookings.invalidCapacity'],
    [{ capacityMax: 0 }, 'capacityMax', 'bookings.invalidCapacity'],
    [{ capacityMax: 2.5 }, 'capacityMax', 'bookings.invalidCapacity'],
    [{ capacityMin: 3 }, 'capacityMin', 'bookings.invalidCapacity'],
    [{ kind: 'party' }, 'kind', 'bookings.invalidKind'],
    [{ startTime: '25:00' }, 'startTime', 'bookings.invalidTime'],
    [{ startTime: null }, 'startTime', 'bookings.invalidTime'],
    [{ endTime: '16:00' }, 'endTime', 'bookings.endBeforeStart'],
    [{ endsOn: day(19) }, 'endsOn', 'bookings.endBeforeStart'],
    [{ startsOn: '2026-02-30' }, 'startsOn', 'candidate.invalidDate'],
    [{ opensAt: 'tomorrow' }, 'opensAt', 'candidate.invalidDate'],
    [{ closesAt: `${day(-2)}T09:00` }, 'closesAt', 'bookings.closesBeforeOpens'],
    [{ link: 'javascript:alert(1)' }, 'link', 'bookings.invalidLink'],
    [{ link: 'http://example.com' }, 'link', 'bookings.invalidLink'],
    [{ productCode: 'NON-ESISTE' }, 'productCode', 'bookings.unknownEdition'],
    [{ isMandatory: 'yes' }, 'isMandatory', 'request.invalid'],
    [{ bookedCount: 0 }, undefined, undefined],
  ])('refuses %j with 400 and the field to correct, writing nothing', async (change, field, code) => {
    const { client } = await organiser();
    const res = await client.post(ITEMS, { ...BODY, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
    if (field) expect(fieldsOf(res)[field]).toBe(code);
    expect(await itemRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses control characters with 400 request.controlCharacters, and malformed list queries with 400', async () => {
    const { client } = await organiser();
    const res = await client.post(ITEMS, { ...BODY, name: 'Olio\u0007' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.controlCharacters');
    for (const query of [
      '?kind=party',
      '?from=ieri',
      '?pageSize=101',
      `?search=${'x'.repeat(101)}`,
      '?x=1',
    ]) {
      expect((await client.get(`${ITEMS}${query}`)).statusCode).toBe(400);
    }
    expect((await client.get(`${ITEMS}/not-a-uuid`)).statusCode).toBe(400);
    expect((await client.get(`${ITEMS}/${UNKNOWN}`)).statusCode).toBe(404);
    expect(await itemRows()).toEqual([]);
  });
});

describe('PUT and DELETE /api/staff/bookings/items/:id', () => {
  it('changes an item on the version read; an old version is 409 staff.staleRecord and changes nothing', async () => {
    const { client } = await organiser();
    const item = await create(client);
    const changed = await client.put(`${ITEMS}/${item.id}`, {
      ...BODY,
      place: 'Aula 12',
      version: item.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ place: 'Aula 12' });
    expect((await auditRows()).filter((a) => a.field === 'place' && a.before !== null)).toMatchObject([
      { before: 'Aula magna', after: 'Aula 12' },
    ]);

    const stale = await client.put(`${ITEMS}/${item.id}`, {
      ...BODY,
      place: 'Cortile',
      version: item.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const [row] = await itemRows();
    expect(row?.place).toBe('Aula 12');
    expect((await client.put(`${ITEMS}/${UNKNOWN}`, { ...BODY, version: item.version })).statusCode).toBe(
      404,
    );
  });

  it('keeps the capacity at or above the seats taken; a higher capacity offers the freed seat to the first person waiting', async () => {
    const { client } = await organiser();
    const item = await create(client, { capacityMax: 1 });
    const luca = await student();
    const giulia = await student();
    expect((await bookAs(luca.client, item.id)).statusCode).toBe(201);
    expect((await giulia.client.post(`/api/bookings/items/${item.id}/waiting-list`, {})).statusCode).toBe(
      201,
    );

    const fresh = (await detail(client, item.id)).item;
    expect(fresh).toMatchObject({ booked: 1, held: 0, waiting: 1 });
    const raised = await client.put(`${ITEMS}/${item.id}`, {
      ...BODY,
      capacityMax: 2,
      version: fresh.version,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ booked: 1, held: 1 });
    const [entry] = await ctx.db
      .select()
      .from(bookingWaitlist)
      .where(eq(bookingWaitlist.userId, giulia.user.id));
    expect(entry?.status).toBe('offered');
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.userId, giulia.user.id)),
    ).toHaveLength(1);

    // Booked and held: two seats taken, so the capacity cannot go back to one.
    const tooLow = await client.put(`${ITEMS}/${item.id}`, {
      ...BODY,
      capacityMax: 1,
      version: raised.json().version,
    });
    expect(tooLow.statusCode).toBe(400);
    expect(fieldsOf(tooLow).capacityMax).toBe('bookings.capacityBelowTaken');
    expect((await itemRows())[0]).toMatchObject({ capacityMax: 2, bookedCount: 1, heldCount: 1 });
  });

  it('refuses a group that would join two items one person booked (409 on the group); the group change follows the bookings', async () => {
    const { client } = await organiser();
    const first = await create(client, { group: 'Gala' });
    const second = await create(client, { startsOn: day(21) });
    const luca = await student();
    expect((await bookAs(luca.client, first.id)).statusCode).toBe(201);
    expect((await bookAs(luca.client, second.id)).statusCode).toBe(201);

    const clash = await client.put(`${ITEMS}/${second.id}`, {
      ...BODY,
      startsOn: day(21),
      group: ' gala ',
      version: second.version,
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).code).toBe('bookings.incompatible');
    expect(fieldsOf(clash).group).toBe('bookings.incompatible');
    expect((await itemRows()).find((r) => r.id === second.id)?.groupName).toBe('');

    // Without a clash the bookings take the new group: the rule then holds for them too.
    const renamed = await client.put(`${ITEMS}/${first.id}`, {
      ...BODY,
      group: 'Cene',
      version: first.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.itemId, first.id));
    expect(booking?.groupKey).toBe('cene');
  });

  it('deletes an item without bookings on the version read; with bookings 409 bookings.hasBookings', async () => {
    const { client } = await organiser();
    const empty = await create(client);
    const booked = await create(client, { startsOn: day(22) });
    const luca = await student();
    expect((await bookAs(luca.client, booked.id)).statusCode).toBe(201);

    const refused = await client.delete(
      `${ITEMS}/${booked.id}?version=${encodeURIComponent(booked.version)}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('bookings.hasBookings');
    const stale = await client.delete(
      `${ITEMS}/${empty.id}?version=${encodeURIComponent('1999-01-01T00:00:00.000Z')}`,
    );
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    expect(await itemRows()).toHaveLength(2);

    const done = await client.delete(`${ITEMS}/${empty.id}?version=${encodeURIComponent(empty.version)}`);
    expect(done.statusCode, done.body).toBe(204);
    expect((await itemRows()).map((r) => r.id)).toEqual([booked.id]);
    expect((await auditRows()).some((a) => a.recordId === empty.id && a.after === null)).toBe(true);
    expect(
      (await client.delete(`${ITEMS}/${empty.id}?version=${encodeURIComponent(empty.version)}`)).statusCode,
    ).toBe(404);
  });
});

describe('bookings for a person, attendance and the CSV', () => {
  it('books for a person past the window, recorded as by staff; the capacity, the group and the person’s rights still hold', async () => {
    const { client, user: clerk } = await organiser();
    const closed = await create(client, {
      opensAt: `${day(-5)}T09:00`,
      closesAt: `${day(-1)}T09:00`,
      capacityMax: 1,
    });
    const luca = await student();
    const giulia = await student();
    // The student alone cannot: the window is closed.
    expect(errorOf(await bookAs(luca.client, closed.id)).code).toBe('bookings.closed');

    const res = await client.post(`${ITEMS}/${closed.id}/bookings`, { userId: luca.user.id });
    expect(res.statusCode, res.body).toBe(201);
    const after = res.json() as StaffItemDetail;
    expect(after.bookings).toHaveLength(1);
    expect(after.bookings[0]).toMatchObject({ person: { id: luca.user.id }, bookedBy: expect.any(String) });
    expect((await auditRows()).some((a) => a.recordTable === 'bookings' && a.changedBy === clerk.id)).toBe(
      true,
    );

    const again = await client.post(`${ITEMS}/${closed.id}/bookings`, { userId: luca.user.id });
    expect(errorOf(again).code).toBe('bookings.alreadyBooked');
    const full = await client.post(`${ITEMS}/${closed.id}/bookings`, { userId: giulia.user.id });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe('bookings.full');

    // An exam for a student without exams, an item of another edition: not for that person.
    const exam = await create(client, { kind: 'exam', startsOn: day(30) });
    const other = await create(client, { productCode: 'PASTICCERIA-2027A', startsOn: day(31) });
    for (const id of [exam.id, other.id]) {
      const refused = await client.post(`${ITEMS}/${id}/bookings`, { userId: giulia.user.id });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('bookings.notForPerson');
    }
    for (const userId of [UNKNOWN, clerk.id]) {
      const res2 = await client.post(`${ITEMS}/${exam.id}/bookings`, { userId });
      expect([404, 409]).toContain(res2.statusCode);
    }
    expect((await client.post(`${ITEMS}/${closed.id}/bookings`, { userId: 'luca' })).statusCode).toBe(400);
    expect(await bookingRows()).toHaveLength(1);
  });

  it('cancels a mandatory booking for a person (the person could not); the seat goes to the first person waiting', async () => {
    const { client } = await organiser();
    const item = await create(client, { isMandatory: true, capacityMax: 1 });
    const luca = await student();
    const giulia = await student();
    expect((await bookAs(luca.client, item.id)).statusCode).toBe(201);
    expect((await giulia.client.post(`/api/bookings/items/${item.id}/waiting-list`, {})).statusCode).toBe(
      201,
    );
    expect(errorOf(await luca.client.delete(`/api/bookings/items/${item.id}/booking`)).code).toBe(
      'bookings.mandatory',
    );

    const [booking] = (await detail(client, item.id)).bookings;
    if (!booking) throw new Error('no booking');
    const other = await create(client, { startsOn: day(25) });
    // The booking through another item's address: not found, nothing changed.
    expect((await client.delete(`${ITEMS}/${other.id}/bookings/${booking.id}`)).statusCode).toBe(404);
    expect(await bookingRows()).toHaveLength(1);

    const res = await client.delete(`${ITEMS}/${item.id}/bookings/${booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as StaffItemDetail;
    expect(after.bookings).toEqual([]);
    expect(after.waitingList).toMatchObject([{ person: { id: giulia.user.id }, status: 'offered' }]);
    expect(after.item).toMatchObject({ booked: 0, held: 1 });
    expect((await client.delete(`${ITEMS}/${item.id}/bookings/${booking.id}`)).statusCode).toBe(404);
  });

  it('marks attendance on the version read, audited; refuses a stale version, a wrong value and another item’s booking', async () => {
    const { client } = await organiser();
    const item = await create(client);
    const other = await create(client, { startsOn: day(25) });
    const luca = await student();
    expect((await bookAs(luca.client, item.id)).statusCode).toBe(201);
    const [booking] = (await detail(client, item.id)).bookings;
    if (!booking) throw new Error('no booking');
    const url = `${ITEMS}/${item.id}/bookings/${booking.id}/attendance`;

    const marked = await client.put(url, { attendance: 'present', version: booking.version });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ attendance: 'present' });
    expect((await auditRows()).filter((a) => a.field === 'attendance' && a.after !== null)).toMatchObject([
      { after: 'present' },
    ]);
    const stale = await client.put(url, { attendance: 'absent', version: booking.version });
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const wrong = await client.put(url, { attendance: 'maybe', version: marked.json().version });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong).attendance).toBe('bookings.invalidAttendance');
    const elsewhere = await client.put(`${ITEMS}/${other.id}/bookings/${booking.id}/attendance`, {
      attendance: 'absent',
      version: marked.json().version,
    });
    expect(elsewhere.statusCode).toBe(404);
    const [row] = await bookingRows();
    expect(row?.attendance).toBe('present');

    const cleared = await client.put(url, { attendance: null, version: marked.json().version });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().attendance).toBeNull();
  });

  it('exports the bookings as CSV in Italian or English, a formula-safe sheet', async () => {
    const { client } = await organiser();
    const item = await create(client);
    const luca = await signIn(ctx, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Studenti',
      categories: ['Studente'],
      enrolments: [{ kind: 'course', isActive: true, isActiveBooking: true, productCode: EDITION }],
    });
    expect((await bookAs(luca.client, item.id)).statusCode).toBe(201);

    const it = await client.get(`${ITEMS}/${item.id}/bookings.csv`);
    expect(it.statusCode, it.body).toBe(200);
    expect(it.headers['content-type']).toMatch(/text\/csv/);
    expect(it.headers['content-disposition']).toMatch(/attachment; filename=/);
    const lines = it.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Cognome');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Studenti');
    expect(lines[1]).not.toMatch(/(^|[;,])"?=HYPERLINK/);

    const en = await client.get(`${ITEMS}/${item.id}/bookings.csv?lang=en`);
    expect(en.body).toContain('Last name');
    expect((await client.get(`${ITEMS}/${item.id}/bookings.csv?lang=fr`)).statusCode).toBe(400);
    expect((await client.get(`${ITEMS}/${UNKNOWN}/bookings.csv`)).statusCode).toBe(404);
  });
});
