import { groupKey } from '@school/domain/bookings/bookings';
import type { ItemChangeResponse, ListItemsResponse } from '@school/domain/bookings/contracts/items';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingWaitlist,
  type CalendarItemRow,
  calendarItems,
  courseEditions,
  mailOutbox,
  notifications,
} from '../../db/schema/index.ts';
import { DEMO_EDITIONS } from '../../db/seed/demo-application.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { bookAsRead, findVisibleItem } from './bookings.repository.ts';
import { expireOffer } from './bookings.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { BOOKING_OFFER_MINUTES: '60' } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.insert(courseEditions).values(DEMO_EDITIONS);
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const EDITION = 'CUCINA-2026B';
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A student of EDITION with bookings enabled (and exams or the retake flag when asked). */
const student = (flags: { hasExams?: boolean; isRetakeEligible?: boolean; productCode?: string } = {}) =>
  signIn(ctx, {
    categories: ['Studente'],
    enrolments: [{ kind: 'course', isActive: true, isActiveBooking: true, productCode: EDITION, ...flags }],
  });

/** An item open for bookings now, starting in ten days (override what a test needs). */
async function item(values: Partial<typeof calendarItems.$inferInsert> = {}): Promise<CalendarItemRow> {
  const [row] = await ctx.db
    .insert(calendarItems)
    .values({
      kind: 'event',
      startsOn: day(10),
      startTime: '10:00',
      endTime: '12:00',
      opensAt: new Date(Date.now() - DAY),
      name: 'Open day',
      place: 'Aula 12',
      capacityMax: 10,
      ...values,
      groupKey: groupKey(values.groupName ?? ''),
    })
    .returning();
  if (!row) throw new Error('no item');
  return row;
}

const bookingUrl = (id: string) => `/api/bookings/items/${id}/booking`;
const waitUrl = (id: string) => `/api/bookings/items/${id}/waiting-list`;
const list = async (client: TestClient, kind = 'event') => {
  const res = await client.get(`/api/bookings/items?kind=${kind}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListItemsResponse;
};
const itemRow = async (id: string) => {
  const [row] = await ctx.db.select().from(calendarItems).where(eq(calendarItems.id, id));
  return row as CalendarItemRow;
};
const bookingsOf = (itemId: string) => ctx.db.select().from(bookings).where(eq(bookings.itemId, itemId));

describe('bookings — access (section 6: bookings enabled, exams need hasExams or the retake flag)', () => {
  it('401 for visitors and 403 for people who may book nothing, on every route; nothing written', async () => {
    const target = await item();
    const calls = (client: TestClient) => [
      client.get('/api/bookings/items?kind=event'),
      client.post(bookingUrl(target.id)),
      client.delete(bookingUrl(target.id)),
      client.post(waitUrl(target.id)),
      client.delete(waitUrl(target.id)),
      client.post(`${waitUrl(target.id)}/accept`),
      client.post(`${waitUrl(target.id)}/decline`),
      client.get('/api/bookings/calendar-feed'),
      client.post('/api/bookings/calendar-feed'),
      client.delete('/api/bookings/calendar-feed'),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) expect(res.statusCode).toBe(401);
    for (const values of [
      { categories: ['Studente' as const], enrolments: [{ kind: 'course' as const, isActive: true }] },
      { categories: ['Candidato' as const] },
      { categories: ['Diplomato' as const] },
      { categories: ['Esterno' as const], isShopEnabled: true },
    ]) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode, `${res.raw.req.method} ${res.raw.req.url} ${JSON.stringify(values)}`).toBe(
          403,
        );
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await bookingsOf(target.id)).toEqual([]);
  });

  it('teachers and employees book events; exam sessions only with hasExams or the retake flag', async () => {
    await item({ name: 'Evento' });
    for (const categories of [['Insegnante' as const], ['Dipendente' as const]]) {
      const { client } = await signIn(ctx, { categories });
      expect((await list(client)).items.map((i) => i.name)).toEqual(['Evento']);
      const exams = await client.get('/api/bookings/items?kind=exam');
      expect(exams.statusCode).toBe(403);
    }
    const { client } = await student();
    expect((await client.get('/api/bookings/items?kind=exam')).statusCode).toBe(403);
  });

  it('refuses an unknown kind and a malformed id with 400, an unknown item with 404', async () => {
    const { client } = await student();
    const kind = await client.get('/api/bookings/items?kind=party');
    expect(kind.statusCode).toBe(400);
    expect(errorOf(kind).fields).toEqual({ kind: 'bookings.invalidKind' });
    expect((await client.post(bookingUrl('not-a-uuid'))).statusCode).toBe(400);
    const unknown = await client.post(bookingUrl('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/bookings/items — getEventi (tipo) with getPrenotazione', () => {
  it('lists the kind asked, from today, chronologically, with seats left, the deadline and the organisers’ address', async () => {
    await item({ name: 'Later', startsOn: day(20), startTime: '09:00' });
    await item({ name: 'Sooner, afternoon', startsOn: day(5), startTime: '15:00' });
    await item({
      name: 'Sooner, morning',
      startsOn: day(5),
      startTime: '09:00',
      bookedCount: 3,
      capacityMax: 8,
    });
    await item({ name: 'Yesterday', startsOn: day(-1) });
    await item({ name: 'A module', kind: 'module' });
    const { client } = await student();
    const answer = await list(client);
    expect(answer.items.map((i) => i.name)).toEqual(['Sooner, morning', 'Sooner, afternoon', 'Later']);
    const morning = answer.items[0];
    expect(morning).toMatchObject({
      occupation: 3,
      capacityMax: 8,
      seatsLeft: 5,
      booking: null,
      waiting: null,
    });
    // No closing time: the deadline is the start date at 00:00 on the school's clock.
    expect(morning?.closesAt).toBeNull();
    expect(new Date(morning?.deadline ?? '').toLocaleString('it-IT', { timeZone: 'Europe/Rome' })).toMatch(
      /, 00:00:00$/,
    );
    expect(answer.organizerEmail).toBe('eventi@alma.scuolacucina.it');
    expect(Date.parse(answer.now)).toBeGreaterThan(0);
  });

  it("shows modules and exam sessions of the person's own edition (and of everyone); regular or retake sessions by flag", async () => {
    await item({ kind: 'module', name: 'Own module', productCode: EDITION });
    await item({ kind: 'module', name: 'Other edition', productCode: 'PASTICCERIA-2027A' });
    await item({ kind: 'module', name: 'Everyone', productCode: null });
    await item({ kind: 'exam', name: 'Regular', productCode: EDITION });
    await item({ kind: 'exam', name: 'Retake', productCode: EDITION, isRetake: true });
    const { client } = await student({ hasExams: true });
    expect((await list(client, 'module')).items.map((i) => i.name).sort()).toEqual([
      'Everyone',
      'Own module',
    ]);
    expect((await list(client, 'exam')).items.map((i) => i.name)).toEqual(['Regular']);
    expect((await list(client, 'exam')).organizerEmail).toBe('esami@alma.scuolacucina.it');
    const { client: retake } = await student({ isRetakeEligible: true });
    expect((await list(retake, 'exam')).items.map((i) => i.name)).toEqual(['Retake']);
    const { client: both } = await student({ isRetakeEligible: true, hasExams: true });
    expect((await list(both, 'exam')).items.map((i) => i.name).sort()).toEqual(['Regular', 'Retake']);
  });
});

describe('POST /api/bookings/items/:id/booking — createPrenotazione', () => {
  it('books a seat: 201, the occupation and the booking in the answer and the list', async () => {
    const target = await item({ capacityMax: 2 });
    const { client, user } = await student();
    const res = await client.post(bookingUrl(target.id));
    expect(res.statusCode, res.body).toBe(201);
    const { item: after } = res.json() as ItemChangeResponse;
    expect(after).toMatchObject({ occupation: 1, seatsLeft: 1 });
    expect(after.booking?.id).toBeTruthy();
    const rows = await bookingsOf(target.id);
    expect(rows.map((r) => r.userId)).toEqual([user.id]);
    expect((await list(client)).booked).toEqual([{ id: target.id, group: '' }]);
  });

  it.each([
    ['bookings.notOpen', { opensAt: new Date(Date.now() + HOUR) }],
    ['bookings.closed', { closesAt: new Date(Date.now() - HOUR) }],
    ['bookings.closed', { startsOn: day(0), closesAt: null }],
    ['bookings.full', { capacityMax: 3, bookedCount: 2, heldCount: 1 }],
  ] as const)('refuses with 409 %s, changing nothing', async (code, values) => {
    const target = await item(values);
    const { client } = await student();
    const res = await client.post(bookingUrl(target.id));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe(code);
    expect(await bookingsOf(target.id)).toEqual([]);
    expect((await itemRow(target.id)).bookedCount).toBe(target.bookedCount);
  });

  it('refuses a second booking of the same item, and another item of a booked group (events and exams have their own texts)', async () => {
    const first = await item({ groupName: 'Cena di gala' });
    const second = await item({ groupName: ' cena DI gala ' });
    const examA = await item({ kind: 'exam', groupName: 'Esame', productCode: EDITION });
    const examB = await item({ kind: 'exam', groupName: 'Esame', productCode: EDITION });
    const { client } = await student({ hasExams: true });
    expect((await client.post(bookingUrl(first.id))).statusCode).toBe(201);
    const again = await client.post(bookingUrl(first.id));
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'bookings.alreadyBooked']);
    const clash = await client.post(bookingUrl(second.id));
    expect([clash.statusCode, errorOf(clash).code]).toEqual([409, 'bookings.incompatible']);
    expect((await client.post(bookingUrl(examA.id))).statusCode).toBe(201);
    const examClash = await client.post(bookingUrl(examB.id));
    expect([examClash.statusCode, errorOf(examClash).code]).toEqual([409, 'bookings.examIncompatible']);
    expect((await itemRow(second.id)).bookedCount).toBe(0);
  });

  it('on a full item tells those with a stake why: already booked, another item of the group, a seat held for them', async () => {
    const gala = await item({ groupName: 'Gala', capacityMax: 1 });
    const galaSecond = await item({ groupName: 'Gala', capacityMax: 1, startsOn: day(11) });
    const luca = await student();
    const giulia = await student();
    expect((await luca.client.post(bookingUrl(gala.id))).statusCode).toBe(201);
    expect((await giulia.client.post(bookingUrl(galaSecond.id))).statusCode).toBe(201);
    // Both items are full now.
    const again = await luca.client.post(bookingUrl(gala.id));
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'bookings.alreadyBooked']);
    const clash = await luca.client.post(bookingUrl(galaSecond.id));
    expect([clash.statusCode, errorOf(clash).code]).toEqual([409, 'bookings.incompatible']);
    const full = await (await student()).client.post(bookingUrl(gala.id));
    expect([full.statusCode, errorOf(full).code]).toEqual([409, 'bookings.full']);

    // A seat held for Marco: booking instead of accepting is refused with the reason.
    const visit = await item({ capacityMax: 1, heldCount: 1 });
    const marco = await student();
    await ctx.db.insert(bookingWaitlist).values({
      itemId: visit.id,
      userId: marco.user.id,
      status: 'offered',
      offerExpiresAt: new Date(Date.now() + HOUR),
    });
    const held = await marco.client.post(bookingUrl(visit.id));
    expect([held.statusCode, errorOf(held).code]).toEqual([409, 'bookings.alreadyWaiting']);
    expect(await bookingsOf(visit.id)).toEqual([]);
    expect(await itemRow(visit.id)).toMatchObject({ bookedCount: 0, heldCount: 1 });
  });

  it('refuses forged fields (capacity, group, another person, a seat count) with 400 on every change, writing nothing', async () => {
    const target = await item({ capacityMax: 1, bookedCount: 1 });
    const { client } = await student();
    const { user: other } = await student();
    for (const body of [
      { capacityMax: 999 },
      { groupKey: null, group: '' },
      { userId: other.id },
      { bookedCount: 0 },
      [],
      'book',
    ]) {
      for (const url of [bookingUrl(target.id), waitUrl(target.id), `${waitUrl(target.id)}/accept`]) {
        const res = await client.post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(errorOf(res).code).toBe('request.invalid');
      }
    }
    expect(await bookingsOf(target.id)).toEqual([]);
    expect(await ctx.db.select().from(bookingWaitlist)).toEqual([]);
    expect(await itemRow(target.id)).toMatchObject({ capacityMax: 1, bookedCount: 1, heldCount: 0 });
  });

  it("answers 404 for another edition's module and for a retake session without the flag", async () => {
    const other = await item({ kind: 'module', productCode: 'PASTICCERIA-2027A' });
    const retake = await item({ kind: 'exam', productCode: EDITION, isRetake: true });
    const { client } = await student({ hasExams: true });
    expect((await client.post(bookingUrl(other.id))).statusCode).toBe(404);
    expect((await client.post(bookingUrl(retake.id))).statusCode).toBe(404);
  });

  it('never overbooks: 30 people asking at once for 7 seats get 7 bookings and 23 "full"', async () => {
    const target = await item({ capacityMax: 7 });
    const people = [];
    for (let i = 0; i < 30; i++) people.push(await student());
    const answers = await Promise.all(people.map(({ client }) => client.post(bookingUrl(target.id))));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(7);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => `${r.statusCode} ${errorOf(r).code}`)).toEqual(
      Array(23).fill('409 bookings.full'),
    );
    expect(await bookingsOf(target.id)).toHaveLength(7);
    expect((await itemRow(target.id)).bookedCount).toBe(7);
  });

  it('books in one statement from the item as last read when the person has no stake in it (the herd’s path)', async () => {
    const target = await item({ capacityMax: 2 });
    const [first, second, third] = [await student(), await student(), await student()];
    const statements = async (client: TestClient, status: number) => {
      // The person's session read again first, if the last write let it go (the embedded database
      // keeps it until any write): what is counted is the booking's own statements. Settled before
      // too: a read during which a change is announced is not kept.
      await ctx.settled();
      await client.get('/api/me');
      await ctx.settled();
      const before = ctx.queryCount();
      const res = await client.post(bookingUrl(target.id));
      expect(res.statusCode, res.body).toBe(status);
      await ctx.settled();
      return { res, count: ctx.queryCount() - before };
    };
    // The item read once (nobody asked for it yet), then the booking's one statement; the answer
    // is built from what the statement returns.
    const booked = await statements(first.client, 201);
    expect(booked.count).toBe(2);
    expect((booked.res.json() as ItemChangeResponse).item).toMatchObject({
      occupation: 1,
      seatsLeft: 1,
      booking: { id: (await bookingsOf(target.id))[0]?.id },
      waiting: null,
    });
    // The booking changed the item (its seats): read again, then the last seat.
    expect((await statements(second.client, 201)).count).toBe(2);
    // Full now: the item read again shows it, and one narrow read says it still is, as read, with
    // no stake of the person's; then, the item as last read kept (nothing was written), that read alone.
    expect((await statements(third.client, 409)).count).toBe(2);
    expect((await statements(third.client, 409)).count).toBe(1);
    expect((await itemRow(target.id)).bookedCount).toBe(2);
    // A person with a stake is not told "full" by that read: the long way says why.
    const again = await first.client.post(bookingUrl(target.id));
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'bookings.alreadyBooked']);
  });

  it('the herd’s path refuses only "full": an item of another edition is still not found, a closed one still closed', async () => {
    const other = await item({ productCode: 'PASTICCERIA-2027A' });
    const closed = await item({ closesAt: new Date(Date.now() - 60_000) });
    const { client } = await student();
    expect((await client.post(bookingUrl(other.id))).statusCode).toBe(404);
    const refused = await client.post(bookingUrl(closed.id));
    expect([refused.statusCode, (refused.json() as { error: { code: string } }).error.code]).toEqual([
      409,
      'bookings.closed',
    ]);
    expect([...(await bookingsOf(other.id)), ...(await bookingsOf(closed.id))]).toEqual([]);
  });

  it('the one-statement booking books only while the item and the person are as read; otherwise nothing changes', async () => {
    const { client, user } = await student();
    const read = async (id: string) => {
      const seen = await findVisibleItem(ctx.db, id, user.id);
      if (!seen) throw new Error('not visible');
      return seen;
    };
    // Full: refused by the statement itself, no seat and no booking.
    const full = await item({ capacityMax: 1, bookedCount: 1 });
    expect(await bookAsRead(ctx.db, await read(full.id), user.id)).toEqual({ outcome: 'full' });
    // Changed by staff since the read (its window may have moved): the long way decides.
    const changed = await item({ capacityMax: 3 });
    const stale = await read(changed.id);
    await ctx.db
      .update(calendarItems)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(calendarItems.id, changed.id));
    expect(await bookAsRead(ctx.db, stale, user.id)).toEqual({ outcome: 'unsure' });
    // Not the person's to see (another edition's), with seats free: the statement does not judge
    // it, the session's rights do before it (its edition, `seesEdition`), and the long way says 404.
    const notTheirs = await item({ capacityMax: 3, productCode: 'PASTICCERIA-2027A' });
    expect((await client.post(`/api/bookings/items/${notTheirs.id}/booking`)).statusCode).toBe(404);
    expect(await bookingsOf(notTheirs.id)).toEqual([]);
    expect((await itemRow(notTheirs.id)).bookedCount).toBe(0);
    // A stake appeared since the read (a place on its waiting list): the long way too.
    const waited = await item({ capacityMax: 3 });
    const before = await read(waited.id);
    await ctx.db.insert(bookingWaitlist).values({ itemId: waited.id, userId: user.id, status: 'waiting' });
    expect(await bookAsRead(ctx.db, before, user.id)).toEqual({ outcome: 'unsure' });
    for (const id of [full.id, changed.id, waited.id]) expect(await bookingsOf(id)).toEqual([]);
    expect((await itemRow(changed.id)).bookedCount).toBe(0);
    expect((await itemRow(waited.id)).bookedCount).toBe(0);
    // Two tabs at once on two items of one group: one booking; the other statement finds the stake
    // or breaks the group's unique index, and its seat goes back with it.
    const a = await item({ capacityMax: 3, groupName: 'Turno unico' });
    const b = await item({ capacityMax: 3, groupName: 'Turno unico' });
    const [seenA, seenB] = [await read(a.id), await read(b.id)];
    const outcomes = await Promise.allSettled([
      bookAsRead(ctx.db, seenA, user.id),
      bookAsRead(ctx.db, seenB, user.id),
    ]);
    const described = outcomes.map((o) =>
      o.status === 'fulfilled' ? o.value.outcome : isUniqueViolation(o.reason) ? 'unique' : String(o.reason),
    );
    expect(described.filter((d) => d === 'booked')).toHaveLength(1);
    expect(described.filter((d) => d === 'unsure' || d === 'unique')).toHaveLength(1);
    expect((await itemRow(a.id)).bookedCount + (await itemRow(b.id)).bookedCount).toBe(1);
    expect([...(await bookingsOf(a.id)), ...(await bookingsOf(b.id))].map((r) => r.groupKey)).toEqual([
      'turno unico',
    ]);
  });

  it('holds the group rule under concurrency: two tabs booking two items of one group at once, one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await item({ groupName: `Turno ${round}` });
      const b = await item({ groupName: `Turno ${round}` });
      const { client, user } = await student();
      const answers = await Promise.all([client.post(bookingUrl(a.id)), client.post(bookingUrl(b.id))]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const mine = await ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
      expect(mine).toHaveLength(1);
      expect((await itemRow(a.id)).bookedCount + (await itemRow(b.id)).bookedCount).toBe(1);
    }
  });
});

describe('DELETE /api/bookings/items/:id/booking — annullaPrenotazione', () => {
  it('cancels: the seat is free again', async () => {
    const target = await item();
    const { client } = await student();
    await client.post(bookingUrl(target.id));
    const res = await client.delete(bookingUrl(target.id));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ItemChangeResponse).item).toMatchObject({ occupation: 0, booking: null });
    expect(await bookingsOf(target.id)).toEqual([]);
  });

  it('refuses a mandatory item ("Contatta l’organizzazione"), after the deadline, and without a booking', async () => {
    const mandatory = await item({ isMandatory: true });
    const { client } = await student();
    await client.post(bookingUrl(mandatory.id));
    const refused = await client.delete(bookingUrl(mandatory.id));
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'bookings.mandatory']);
    expect(await bookingsOf(mandatory.id)).toHaveLength(1);

    const late = await item();
    await client.post(bookingUrl(late.id));
    await ctx.db
      .update(calendarItems)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(calendarItems.id, late.id));
    const closed = await client.delete(bookingUrl(late.id));
    expect([closed.statusCode, errorOf(closed).code]).toEqual([409, 'bookings.closed']);

    const none = await client.delete(bookingUrl((await item()).id));
    expect([none.statusCode, errorOf(none).code]).toEqual([409, 'bookings.notBooked']);
  });

  it("cannot cancel another person's booking: each cancels only their own", async () => {
    const target = await item();
    const { client: owner } = await student();
    const { client: other } = await student();
    await owner.post(bookingUrl(target.id));
    const res = await other.delete(bookingUrl(target.id));
    expect([res.statusCode, errorOf(res).code]).toEqual([409, 'bookings.notBooked']);
    expect(await bookingsOf(target.id)).toHaveLength(1);
  });
});

describe('the waiting list (beyond the specification)', () => {
  it("counts a person's place among those waiting for that item only", async () => {
    const other = await item({ capacityMax: 1, name: 'Altro evento' });
    const target = await item({ capacityMax: 1, name: 'Visita al caseificio' });
    const { client: holder } = await student();
    await holder.post(bookingUrl(other.id));
    await holder.post(bookingUrl(target.id));
    for (let i = 0; i < 3; i++) await (await student()).client.post(waitUrl(other.id));
    const { client: waiting } = await student();
    await waiting.post(waitUrl(target.id));
    await waiting.post(waitUrl(other.id));
    const items = (await list(waiting)).items;
    expect(items.find((i) => i.id === target.id)?.waiting?.position).toBe(1);
    expect(items.find((i) => i.id === other.id)?.waiting?.position).toBe(4);
  });

  it('join a full item; a cancelled seat is held for the first in line, told by notification and mail; accepting books it', async () => {
    const target = await item({ capacityMax: 1, name: 'Visita al caseificio' });
    const { client: holder } = await student();
    await holder.post(bookingUrl(target.id));
    const { client: first, user: firstUser } = await student();
    const { client: second } = await student();
    const notFull = await holder.post(waitUrl((await item()).id));
    expect([notFull.statusCode, errorOf(notFull).code]).toEqual([409, 'bookings.notFull']);
    expect((await first.post(waitUrl(target.id))).statusCode).toBe(201);
    const again = await first.post(waitUrl(target.id));
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'bookings.alreadyWaiting']);
    const secondJoin = await second.post(waitUrl(target.id));
    expect((secondJoin.json() as ItemChangeResponse).item.waiting).toEqual({
      status: 'waiting',
      position: 2,
      offerExpiresAt: null,
    });

    await holder.delete(bookingUrl(target.id));
    // The seat is held: nobody else can take it.
    const { client: passerBy } = await student();
    const taken = await passerBy.post(bookingUrl(target.id));
    expect([taken.statusCode, errorOf(taken).code]).toEqual([409, 'bookings.full']);
    const offered = (await list(first)).items.find((i) => i.id === target.id)?.waiting;
    expect(offered?.status).toBe('offered');
    expect(Date.parse(offered?.offerExpiresAt ?? '') - Date.now()).toBeGreaterThan(59 * 60_000);
    const note = await ctx.db.select().from(notifications).where(eq(notifications.userId, firstUser.id));
    expect(note.map((n) => n.title)).toEqual(['Un posto per te: Visita al caseificio']);
    const mail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, firstUser.email));
    expect(mail.map((m) => m.subject)).toEqual(['ALMA - Un posto per te: Visita al caseificio']);
    expect(mail[0]?.text).toContain('/prenotazioni?tipo=eventi');

    const accepted = await first.post(`${waitUrl(target.id)}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as ItemChangeResponse).item).toMatchObject({ occupation: 1, waiting: null });
    expect((await bookingsOf(target.id)).map((b) => b.userId)).toEqual([firstUser.id]);
    expect(await itemRow(target.id)).toMatchObject({ bookedCount: 1, heldCount: 0 });
  });

  it('a declined or expired offer passes to the next person; with nobody left the seat is free', async () => {
    const target = await item({ capacityMax: 1 });
    const { client: holder } = await student();
    await holder.post(bookingUrl(target.id));
    const { client: first } = await student();
    const { client: second, user: secondUser } = await student();
    await first.post(waitUrl(target.id));
    await second.post(waitUrl(target.id));
    await holder.delete(bookingUrl(target.id));
    expect((await first.post(`${waitUrl(target.id)}/decline`)).statusCode).toBe(200);
    expect((await list(second)).items[0]?.waiting?.status).toBe('offered');
    const noOffer = await first.post(`${waitUrl(target.id)}/accept`);
    expect([noOffer.statusCode, errorOf(noOffer).code]).toEqual([409, 'bookings.noOffer']);

    // The second lets the time pass: the job ends the offer; nobody is left, the seat is free.
    const [entry] = await ctx.db
      .select()
      .from(bookingWaitlist)
      .where(and(eq(bookingWaitlist.userId, secondUser.id), eq(bookingWaitlist.status, 'offered')));
    const late = new Date((entry?.offerExpiresAt?.getTime() ?? 0) + 1000);
    await expireOffer(deps(), entry?.id ?? '', late);
    const expired = await second.post(`${waitUrl(target.id)}/accept`);
    expect([expired.statusCode, errorOf(expired).code]).toEqual([409, 'bookings.noOffer']);
    expect(await itemRow(target.id)).toMatchObject({ bookedCount: 0, heldCount: 0 });
    // Running the job again changes nothing.
    await expireOffer(deps(), entry?.id ?? '', late);
    expect(await itemRow(target.id)).toMatchObject({ bookedCount: 0, heldCount: 0 });
  });

  it('the offer job is stored with the cancellation and ends the offer when it runs', async () => {
    const target = await item({ capacityMax: 1 });
    const { client: holder } = await student();
    await holder.post(bookingUrl(target.id));
    const { client: first } = await student();
    await first.post(waitUrl(target.id));
    await holder.delete(bookingUrl(target.id));
    // Not due yet: an hour from now.
    await ctx.app.jobs.runDue();
    expect((await list(first)).items[0]?.waiting?.status).toBe('offered');
  });

  it('leaving the list while holding an offer declines it', async () => {
    const target = await item({ capacityMax: 1 });
    const { client: holder } = await student();
    await holder.post(bookingUrl(target.id));
    const { client: first } = await student();
    await first.post(waitUrl(target.id));
    await holder.delete(bookingUrl(target.id));
    expect((await first.delete(waitUrl(target.id))).statusCode).toBe(200);
    expect(await itemRow(target.id)).toMatchObject({ bookedCount: 0, heldCount: 0 });
    const gone = await first.delete(waitUrl(target.id));
    expect([gone.statusCode, errorOf(gone).code]).toEqual([409, 'bookings.notWaiting']);
  });
});

function deps() {
  return {
    db: ctx.db,
    mailer: ctx.app.mailer,
    jobs: ctx.app.jobs,
    notifier: ctx.app.notifier,
    publicUrl: ctx.app.config.publicUrl,
    bookings: ctx.app.config.bookings,
  };
}

describe('the private calendar feed (ICS)', () => {
  it('a new address lists the bookings as iCalendar events; a newer one replaces it; deleting revokes it', async () => {
    const timed = await item({
      name: 'Cena di gala',
      startsOn: '2027-03-10',
      startTime: '19:30',
      endTime: '23:00',
    });
    const allDay = await item({
      name: 'Modulo pasta',
      startsOn: '2027-04-12',
      endsOn: '2027-04-14',
      startTime: null,
      endTime: null,
    });
    await ctx.db.update(calendarItems).set({ startsOn: '2027-03-10' }).where(eq(calendarItems.id, timed.id));
    const { client } = await student();
    await client.post(bookingUrl(timed.id));
    await client.post(bookingUrl(allDay.id));
    expect((await client.get('/api/bookings/calendar-feed')).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const created = await client.post('/api/bookings/calendar-feed');
    expect(created.statusCode).toBe(201);
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^http:\/\/portal\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = url.replace('http://portal.test', '');

    const feed = await new TestClient(ctx.app).get(path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const gala = events.find((e) => e.summary === 'Cena di gala');
    // 19:30 in Rome on 10 March 2027 is 18:30 UTC.
    expect(gala?.startDate.toJSDate().toISOString()).toBe('2027-03-10T18:30:00.000Z');
    expect(gala?.endDate.toJSDate().toISOString()).toBe('2027-03-10T22:00:00.000Z');
    expect(gala?.location).toBe('Aula 12');
    const pasta = events.find((e) => e.summary === 'Modulo pasta');
    expect(pasta?.startDate.isDate).toBe(true);
    expect(pasta?.startDate.toString()).toBe('2027-04-12');
    expect(pasta?.endDate.toString()).toBe('2027-04-15');

    const renewed = (await client.post('/api/bookings/calendar-feed')).json() as { url: string };
    expect((await new TestClient(ctx.app).get(path)).statusCode).toBe(404);
    const newPath = renewed.url.replace('http://portal.test', '');
    expect((await new TestClient(ctx.app).get(newPath)).statusCode).toBe(200);
    expect((await client.delete('/api/bookings/calendar-feed')).statusCode).toBe(204);
    expect((await new TestClient(ctx.app).get(newPath)).statusCode).toBe(404);
  });

  it('answers 404 to unknown or malformed addresses', async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get(`/api/calendar/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await visitor.get('/api/calendar/short.ics')).statusCode).toBe(400);
    expect((await visitor.get(`/api/calendar/${'a'.repeat(43)}`)).statusCode).toBe(400);
  });
});
