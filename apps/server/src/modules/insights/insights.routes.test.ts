import { schoolToday } from '@school/domain/attendance/school-day';
import { isOverBudget } from '@school/domain/thesis/dishes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  bookingWaitlist,
  calendarItems,
  checkIns,
  classrooms,
  courseEditions,
  documents,
  enrolments,
  payments,
  shopCheckouts,
  shopOrderLines,
  shopOrders,
  stages,
  theses,
  thesisCatalogueItems,
  thesisConditions,
  thesisDishes,
  thesisDishLines,
} from '../../db/schema/index.ts';
import { createApplication, createDocument, createUser } from '../../test/fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const staffWith = (...webappPermissions: string[]) =>
  signIn(ctx, { categories: ['Dipendente'], webappPermissions });

const CURRENT = 'CUCINA-2027A';
const PREVIOUS = 'CUCINA-2026B';
const OTHER = 'PASTICCERIA-2027A';
const PERIOD = 'from=2026-03-02&to=2026-03-29';
const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}Z`);

async function editions(db: Db) {
  await db.insert(courseEditions).values([
    {
      productCode: PREVIOUS,
      courseCode: 'CUCINA',
      editionCode: '2026B',
      courseName: 'Cucina',
      editionName: '2026B',
      startsOn: '2026-09-01',
    },
    {
      productCode: CURRENT,
      courseCode: 'CUCINA',
      editionCode: '2027A',
      courseName: 'Cucina',
      editionName: '2027A',
      startsOn: '2027-03-01',
    },
    {
      productCode: OTHER,
      courseCode: 'PASTICCERIA',
      editionCode: '2027A',
      courseName: 'Pasticceria',
      editionName: '2027A',
      startsOn: '2027-02-01',
    },
  ]);
}

/** An applicant of `edition`: the account (standing at `step` on that edition) and its application. */
async function applicant(
  edition: string,
  step: number | null,
  application: Partial<Parameters<typeof createApplication>[2]> | null,
  account: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(ctx.db, {
    categories: ['Candidato'],
    productCode: edition,
    applicationStep: step,
    ...account,
  });
  const row = application
    ? await createApplication(ctx.db, user.id, { productCode: edition, courseCode: edition, ...application })
    : null;
  return { user, application: row };
}

describe('who reads the insights', () => {
  const urls = [
    '/api/staff/insights/editions',
    '/api/staff/insights/funnel',
    '/api/staff/insights/funnel/funnel.csv',
  ];

  it.each(urls)('%s is 404 for a visitor and for someone who is not staff', async (url) => {
    expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(404);
    const { client } = await signIn(ctx, {
      categories: ['Studente'],
      webappPermissions: ['Amministrazione'],
    });
    expect((await client.get(url)).statusCode).toBe(404);
  });

  it.each(urls)('%s is 404 for staff whose area has no chart there', async (url) => {
    const { client } = await staffWith('Interventi');
    expect((await client.get(url)).statusCode).toBe(404);
  });

  it('each permission reads the charts of its own area, Amministrazione every chart', async () => {
    const areas: Record<string, string[]> = {
      Segreteria: ['funnel', 'applications', 'secretariat'],
      Didattica: ['attendance'],
      Prenotazioni: ['bookings'],
      Negozio: ['shop'],
      Stage: ['internship'],
      Tesi: ['theses'],
    };
    const every = Object.values(areas).flat();
    const { client: admin } = await staffWith('Amministrazione');
    for (const chart of every) expect((await admin.get(`/api/staff/insights/${chart}`)).statusCode).toBe(200);
    for (const [permission, charts] of Object.entries(areas)) {
      const { client } = await staffWith(permission);
      for (const chart of every) {
        const res = await client.get(`/api/staff/insights/${chart}`);
        expect([permission, chart, res.statusCode]).toEqual([
          permission,
          chart,
          charts.includes(chart) ? 200 : 404,
        ]);
      }
    }
  });
});

describe('bad filters are refused with their reason, before anything is read', () => {
  it.each([
    ['edition=CUCINA', 'edition', 'application.invalidProduct'],
    ['from=2026-02-30', 'from', 'candidate.invalidDate'],
    ['from=2026-03-10&to=2026-03-01', 'to', 'candidate.invalidDate'],
    ['from=2020-01-01&to=2026-01-01', 'from', 'insights.periodTooLong'],
  ])('%s', async (query, field, code) => {
    const { client } = await staffWith('Amministrazione');
    for (const url of [
      `/api/staff/insights/applications?${query}`,
      `/api/staff/insights/applications/applicationsWeekly.csv?${query}`,
    ]) {
      const res = await client.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('request.invalid');
      expect(res.json().error.fields).toMatchObject({ [field]: code });
    }
  });

  it('an unknown chart, table or language', async () => {
    const { client } = await staffWith('Amministrazione');
    expect((await client.get('/api/staff/insights/weather')).statusCode).toBe(400);
    expect((await client.get('/api/staff/insights/funnel/weather.csv')).statusCode).toBe(404);
    expect((await client.get('/api/staff/insights/funnel/funnel.csv?lang=fr')).statusCode).toBe(400);
    expect((await client.get('/api/staff/insights/funnel?colour=red')).statusCode).toBe(400);
  });
});

describe('GET /api/staff/insights/funnel', () => {
  it('counts each stage of the edition, the drop at each and the previous intake beside it', async () => {
    await editions(ctx.db);
    // The current intake: 1 account that never saved a step, 6 applications at various stages.
    await applicant(CURRENT, 0, null);
    await applicant(CURRENT, 1, {});
    await applicant(CURRENT, 3, {});
    await applicant(CURRENT, 4, { feePaidAt: at('2026-03-03') });
    await applicant(CURRENT, 7, {
      feePaidAt: at('2026-03-03'),
      submittedAt: at('2026-03-04'),
      applicationStatus: 'In valutazione',
    });
    await applicant(CURRENT, 7, {
      feePaidAt: at('2026-03-03'),
      submittedAt: at('2026-03-04'),
      applicationStatus: ' ammesso ',
    });
    // Moved on to another product since: the submitted application still counts in full.
    await applicant(OTHER, 2, {
      productCode: CURRENT,
      courseCode: CURRENT,
      feePaidAt: at('2026-03-03'),
      submittedAt: at('2026-03-05'),
      applicationStatus: 'Iscritto',
      enrolmentStatus: 'OK',
    });
    // The previous intake: two applications, one enrolled.
    await applicant(PREVIOUS, 7, {
      feePaidAt: at('2025-03-03'),
      submittedAt: at('2025-03-04'),
      applicationStatus: 'In valutazione',
      enrolmentStatus: 'OK',
    });
    await applicant(PREVIOUS, 1, {});
    // Another course's application is not in the funnel.
    await applicant(OTHER, 7, { submittedAt: at('2026-03-04') });

    const { client } = await staffWith('Segreteria');
    const res = await client.get(`/api/staff/insights/funnel?edition=${CURRENT}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ chart: 'funnel', edition: CURRENT, previousEdition: PREVIOUS });
    const rows = Object.fromEntries(body.tables[0].rows.map((r: { stage: string }) => [r.stage, r]));
    const current = Object.fromEntries(
      Object.entries(rows).map(([k, r]) => [k, (r as { current: number }).current]),
    );
    expect(current).toEqual({
      accounts: 7,
      started: 6,
      registry: 5,
      studies: 5,
      fee: 4,
      feePaid: 4,
      documents: 3,
      identityDocument: 3,
      submitted: 3,
      accepted: 2,
      enrolled: 1,
    });
    expect(rows.started).toMatchObject({ drop: 1, previous: 2 });
    expect(rows.registry.dropShare).toBeCloseTo(1 / 6);
    expect(rows.enrolled).toMatchObject({ drop: 1, dropShare: 0.5, previous: 1 });

    // Without an edition: the newest (the current, which starts last).
    const newest = (await client.get('/api/staff/insights/funnel')).json();
    expect(newest.edition).toBe(CURRENT);
    // The oldest edition of its course has no previous intake.
    const first = (await client.get(`/api/staff/insights/funnel?edition=${PREVIOUS}`)).json();
    expect(first.previousEdition).toBeNull();
    expect(first.tables[0].rows[0]).toMatchObject({ stage: 'accounts', current: 2, previous: null });
  });

  it('answers an empty funnel when there is no edition at all', async () => {
    const { client } = await staffWith('Segreteria');
    const body = (await client.get('/api/staff/insights/funnel')).json();
    expect(body).toMatchObject({
      edition: null,
      previousEdition: null,
      tables: [{ id: 'funnel', rows: [] }],
    });
  });

  it('says when its figures were read: the embedded database reads them again after a write, PostgreSQL shares them for a minute', async () => {
    await editions(ctx.db);
    await applicant(CURRENT, 2, {});
    const { client } = await staffWith('Segreteria');
    const url = `/api/staff/insights/funnel?edition=${CURRENT}`;
    const first = (await client.get(url)).json();
    expect(Date.now() - Date.parse(first.asOf)).toBeLessThan(60_000);
    expect(first.tables[0].rows[1]).toMatchObject({ stage: 'started', current: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await applicant(CURRENT, 3, {});
    const second = (await client.get(url)).json();
    if (ctx.app.database.kind === 'pglite') {
      expect(second.tables[0].rows[1]).toMatchObject({ stage: 'started', current: 2 });
      expect(second.asOf > first.asOf).toBe(true);
    } else {
      expect(second).toEqual(first);
    }
  });
});

describe('GET /api/staff/insights/applications', () => {
  it('counts applications per week of the school, by country and by how they heard of the school', async () => {
    await editions(ctx.db);
    await applicant(
      CURRENT,
      1,
      { createdAt: at('2026-03-02', '00:30:00') },
      { country: 'Italia', heardFrom: 'Instagram' },
    );
    // Sunday 23:30 UTC is already Monday in Rome: the week of 2026-03-09.
    await applicant(
      CURRENT,
      1,
      { createdAt: at('2026-03-08', '23:30:00') },
      { country: 'Italia', heardFrom: 'Google' },
    );
    await applicant(
      CURRENT,
      1,
      { createdAt: at('2026-03-10') },
      { country: 'Brasile', heardFrom: 'Instagram' },
    );
    await applicant(OTHER, 1, { createdAt: at('2026-03-11') }, { country: 'Giappone', heardFrom: '' });
    // Outside the period.
    await applicant(CURRENT, 1, { createdAt: at('2026-04-10') }, { country: 'Italia' });

    const { client } = await staffWith('Segreteria');
    const all = (await client.get(`/api/staff/insights/applications?${PERIOD}`)).json();
    expect(all).toMatchObject({ from: '2026-03-02', to: '2026-03-29', edition: null });
    expect(all.tables[0].rows).toEqual([
      { week: '2026-03-02', applications: 1 },
      { week: '2026-03-09', applications: 3 },
    ]);
    expect(all.tables[1].rows).toEqual([
      { country: 'Italia', applications: 2 },
      { country: 'Brasile', applications: 1 },
      { country: 'Giappone', applications: 1 },
    ]);
    expect(all.tables[2].rows).toEqual([
      { heardFrom: 'Instagram', applications: 2 },
      { heardFrom: '', applications: 1 },
      { heardFrom: 'Google', applications: 1 },
    ]);
    // The CSV names a country in its language, as the page does; the stored key in Italian.
    const csvLines = async (lang: string) =>
      (
        await client.get(`/api/staff/insights/applications/applicationsByCountry.csv?${PERIOD}&lang=${lang}`)
      ).body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1, 4);
    expect(await csvLines('en')).toEqual(['Italy,2', 'Brazil,1', 'Japan,1']);
    expect(await csvLines('it')).toEqual(['Italia,2', 'Brasile,1', 'Giappone,1']);
    const one = (await client.get(`/api/staff/insights/applications?${PERIOD}&edition=${CURRENT}`)).json();
    expect(one.tables[0].rows).toEqual([
      { week: '2026-03-02', applications: 1 },
      { week: '2026-03-09', applications: 2 },
    ]);
  });
});

describe('GET /api/staff/insights/secretariat', () => {
  it('documents waiting by age, median upload→decision per type and refusals by reason', async () => {
    await editions(ctx.db);
    const { application } = await applicant(CURRENT, 7, {});
    const day = 86_400_000;
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * day - 60_000);
    const awaiting = 'In attesa di validazione';
    await createDocument(ctx.db, application!.id, { status: awaiting, uploadedAt: ago(1) });
    await createDocument(ctx.db, application!.id, { status: awaiting, uploadedAt: ago(5) });
    await createDocument(ctx.db, application!.id, {
      status: awaiting,
      uploadedAt: ago(20),
      type: 'IT_Diploma',
    });
    await createDocument(ctx.db, application!.id, { status: 'Richiesto' });
    // The English picklist's name of the same document: counted with the Italian one.
    await createDocument(ctx.db, application!.id, {
      status: awaiting,
      uploadedAt: ago(1),
      type: 'EN_Passport',
    });

    // Decided through the console's own routes, so that the decision's time is the route's.
    const { client } = await staffWith('Segreteria');
    const toDecide = [
      await createDocument(ctx.db, application!.id, { status: awaiting, uploadedAt: ago(2) }),
      await createDocument(ctx.db, application!.id, { status: awaiting, uploadedAt: ago(4) }),
      await createDocument(ctx.db, application!.id, { status: awaiting, uploadedAt: ago(9) }),
    ];
    const version = async (id: string) =>
      (await client.get(`/api/staff/applications/${application!.id}`))
        .json()
        .documents.find((d: { id: string }) => d.id === id).version;
    const approve = await client.post(`/api/staff/documents/${toDecide[0]!.id}/approve`, {
      version: await version(toDecide[0]!.id),
    });
    expect(approve.statusCode).toBe(200);
    for (const [doc, reason] of [
      [toDecide[1]!, 'Illeggibile'],
      [toDecide[2]!, 'Scaduto'],
    ] as const) {
      const res = await client.post(`/api/staff/documents/${doc.id}/reject`, {
        version: await version(doc.id),
        reason,
      });
      expect(res.statusCode).toBe(200);
    }
    const decided = await ctx.db.select().from(documents).where(eq(documents.id, toDecide[0]!.id));
    expect(decided[0]?.decidedAt).toBeInstanceOf(Date);

    // This month on the school's clock (past 23:00 UTC the school is already on the next day).
    const today = schoolToday(Date.now());
    const body = (
      await client.get(`/api/staff/insights/secretariat?from=${today.slice(0, 8)}01&to=${today}`)
    ).json();
    expect(body.tables[0].rows).toEqual([
      { age: 'days0to2', documents: 2 },
      { age: 'days3to7', documents: 1 },
      { age: 'days8to14', documents: 0 },
      { age: 'days15plus', documents: 1 },
    ]);
    // One row per document: the passports of both picklists together, named by the first type.
    expect(body.tables[1].rows.map((r: { type: string }) => r.type)).toEqual(['EN_Passport', 'IT_Diploma']);
    const times = Object.fromEntries(body.tables[1].rows.map((r: { type: string }) => [r.type, r]));
    expect(times.EN_Passport).toMatchObject({ decided: 3, waiting: 3 });
    expect(times.EN_Passport.medianDays).toBeGreaterThan(4);
    expect(times.EN_Passport.medianDays).toBeLessThan(4.1);
    expect(times.IT_Diploma).toMatchObject({ decided: 0, medianDays: null, waiting: 1 });
    expect(body.tables[2].rows).toEqual([
      { reason: 'Illeggibile', refusals: 1 },
      { reason: 'Scaduto', refusals: 1 },
    ]);
    // Another edition has none of these.
    const other = (await client.get(`/api/staff/insights/secretariat?edition=${OTHER}`)).json();
    expect(other.tables[0].rows.every((r: { documents: number }) => r.documents === 0)).toBe(true);
    expect(other.tables[2].rows).toEqual([]);
  });
});

describe('GET /api/staff/insights/attendance', () => {
  it('the share of lessons each student attended per classroom and course, and who is under the threshold', async () => {
    await editions(ctx.db);
    await ctx.db.insert(classrooms).values({ id: '12', name: 'Aula 12' });
    const student = async (lastName: string) => {
      const user = await createUser(ctx.db, { lastName, firstName: 'A', categories: ['Studente'] });
      const [e] = await ctx.db
        .insert(enrolments)
        .values({ userId: user.id, name: 'Corso', kind: 'course', productCode: CURRENT })
        .returning();
      return { user, enrolment: e! };
    };
    const [full, half, three] = [await student('Bianchi'), await student('Verdi'), await student('Neri')];
    const hours = [
      '2026-03-03T08:00:00Z',
      '2026-03-03T09:00:00Z',
      '2026-03-04T08:00:00Z',
      '2026-03-05T08:00:00Z',
    ];
    const checkIn = (s: typeof full, hour: string) =>
      ctx.db.insert(checkIns).values({
        userId: s.user.id,
        enrolmentId: s.enrolment.id,
        classroomId: '12',
        hourStart: new Date(hour),
      });
    for (const h of hours) await checkIn(full, h);
    for (const h of hours.slice(0, 2)) await checkIn(half, h);
    for (const h of hours.slice(0, 3)) await checkIn(three, h);

    const { client } = await staffWith('Didattica');
    const body = (await client.get(`/api/staff/insights/attendance?${PERIOD}`)).json();
    expect(body.tables[0].rows).toEqual([
      {
        classroom: 'Aula 12',
        course: CURRENT,
        lessons: 4,
        students: 3,
        averageShare: expect.closeTo(0.75, 5),
        underThreshold: 1,
      },
    ]);
    expect(body.tables[1].rows).toEqual([
      { student: 'Verdi A', classroom: 'Aula 12', course: CURRENT, attended: 2, lessons: 4, share: 0.5 },
    ]);
  });
});

describe('GET /api/staff/insights/bookings', () => {
  it('fill rate, waiting list and cancellations of the events and exam sessions of the period', async () => {
    const opensAt = at('2026-02-01');
    const [event] = await ctx.db
      .insert(calendarItems)
      .values({
        kind: 'event',
        name: 'Cena di gala',
        startsOn: '2026-03-20',
        opensAt,
        capacityMax: 4,
        bookedCount: 4,
        cancelledCount: 2,
      })
      .returning();
    await ctx.db.insert(calendarItems).values([
      {
        kind: 'exam',
        name: 'Appello di marzo',
        startsOn: '2026-03-10',
        opensAt,
        capacityMax: 10,
        bookedCount: 5,
      },
      { kind: 'module', name: 'Modulo', startsOn: '2026-03-10', opensAt, capacityMax: 10, bookedCount: 5 },
      { kind: 'event', name: 'Aprile', startsOn: '2026-04-10', opensAt, capacityMax: 10, bookedCount: 5 },
    ]);
    for (const status of ['waiting', 'offered', 'declined'] as const) {
      const user = await createUser(ctx.db);
      await ctx.db.insert(bookingWaitlist).values({ itemId: event!.id, userId: user.id, status });
    }
    const { client } = await staffWith('Prenotazioni');
    const body = (await client.get(`/api/staff/insights/bookings?${PERIOD}`)).json();
    expect(body.tables[0].rows).toEqual([
      {
        item: 'Appello di marzo',
        kind: 'exam',
        startsOn: '2026-03-10',
        capacity: 10,
        booked: 5,
        fillRate: 0.5,
        waiting: 0,
        cancellations: 0,
      },
      {
        item: 'Cena di gala',
        kind: 'event',
        startsOn: '2026-03-20',
        capacity: 4,
        booked: 4,
        fillRate: 1,
        waiting: 2,
        cancellations: 2,
      },
    ]);
  });
});

describe('GET /api/staff/insights/shop', () => {
  it('sales and top-ups per week, sales per category and the orders waiting for pickup', async () => {
    const user = await createUser(ctx.db);
    let n = 0;
    const order = async (
      kind: 'cart' | 'topUp',
      createdAt: Date,
      lines: {
        family: string;
        quantity: number;
        unitCents: number;
        status?: 'Ordinato' | 'Scontrinato' | 'Notificato' | 'Consegnato';
      }[],
      refundStatus: 'refunded' | null = null,
    ) => {
      n += 1;
      const total = lines.reduce((s, l) => s + l.quantity * l.unitCents, 0);
      const [payment] = await ctx.db
        .insert(payments)
        .values({
          userId: user.id,
          purpose: 'shopOrder',
          reference: `o${n}`,
          amountCents: total,
          provider: 'test',
          status: 'paid',
          successUrl: '/',
          cancelUrl: '/',
          description: 'Ordine',
        })
        .returning();
      const [checkout] = await ctx.db
        .insert(shopCheckouts)
        .values({
          userId: user.id,
          paymentId: payment!.id,
          kind,
          status: 'ordered',
          lines: [],
          linesCents: total,
          shippingCents: 0,
          totalCents: total,
          fingerprint: `f${n}`,
        })
        .returning();
      const [row] = await ctx.db
        .insert(shopOrders)
        .values({
          number: n,
          userId: user.id,
          checkoutId: checkout!.id,
          paymentId: payment!.id,
          kind,
          linesCents: total,
          shippingCents: 0,
          totalCents: total,
          createdAt,
          refundStatus,
        })
        .returning();
      await ctx.db.insert(shopOrderLines).values(
        lines.map((l, i) => ({
          orderId: row!.id,
          position: i + 1,
          productCode: `P${i}`,
          family: l.family,
          description: 'Articolo',
          quantity: l.quantity,
          unitCents: l.unitCents,
          type: 'D' as const,
          status: l.status ?? 'Ordinato',
          stock: 'inStock' as const,
        })),
      );
    };
    await order('cart', at('2026-03-03'), [
      { family: 'Divise', quantity: 2, unitCents: 2500, status: 'Notificato' },
      { family: 'Libri', quantity: 1, unitCents: 4000, status: 'Consegnato' },
    ]);
    await order('cart', at('2026-03-11'), [{ family: 'Divise', quantity: 1, unitCents: 2500 }]);
    await order('cart', at('2026-03-12'), [
      { family: 'Coltelli', quantity: 1, unitCents: 9000, status: 'Consegnato' },
    ]);
    await order('topUp', at('2026-03-12'), [
      { family: 'Ricariche', quantity: 1, unitCents: 2000, status: 'Consegnato' },
    ]);
    await order('cart', at('2026-03-12'), [{ family: 'Divise', quantity: 9, unitCents: 2500 }], 'refunded');

    const { client } = await staffWith('Negozio');
    const body = (await client.get(`/api/staff/insights/shop?${PERIOD}`)).json();
    expect(body.tables[0].rows).toEqual([
      { week: '2026-03-02', orders: 1, salesCents: 9000, topUpCents: 0 },
      { week: '2026-03-09', orders: 3, salesCents: 11500, topUpCents: 2000 },
    ]);
    expect(body.tables[1].rows).toEqual([
      { category: 'Coltelli', quantity: 1, salesCents: 9000 },
      { category: 'Divise', quantity: 3, salesCents: 7500 },
      { category: 'Libri', quantity: 1, salesCents: 4000 },
    ]);
    expect(body.tables[2].rows).toEqual([
      { status: 'ordered', orders: 1 },
      { status: 'receipted', orders: 0 },
      { status: 'notified', orders: 1 },
    ]);
  });
});

describe('GET /api/staff/insights/internship and /theses', () => {
  it('stages by status per edition', async () => {
    await editions(ctx.db);
    for (const [edition, status] of [
      [CURRENT, 0],
      [CURRENT, 0],
      [CURRENT, 6],
      [PREVIOUS, 7],
    ] as const) {
      const user = await createUser(ctx.db, { enrolments: [{ kind: 'course', productCode: edition }] });
      const [e] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
      await ctx.db.insert(stages).values({ enrolmentId: e!.id, status });
    }
    const { client } = await staffWith('Stage');
    const all = (await client.get('/api/staff/insights/internship')).json();
    expect(all.tables[0].rows).toEqual([
      { status: 'stageDocuments', stages: 2 },
      { status: 'stageMidSurvey', stages: 1 },
      { status: 'stageEndSurvey', stages: 1 },
    ]);
    expect(all.tables[1].rows).toEqual(
      [
        { edition: PREVIOUS, status: 'stageEndSurvey', stages: 1 },
        { edition: CURRENT, status: 'stageDocuments', stages: 2 },
        { edition: CURRENT, status: 'stageMidSurvey', stages: 1 },
      ].sort((a, b) => a.edition.localeCompare(b.edition)),
    );
    const one = (await client.get(`/api/staff/insights/internship?edition=${PREVIOUS}`)).json();
    expect(one.tables[0].rows).toEqual([{ status: 'stageEndSurvey', stages: 1 }]);
  });

  it('theses per edition and exam, and those over their budget (the domain rule)', async () => {
    await editions(ctx.db);
    const [butter] = await ctx.db
      .insert(thesisCatalogueItems)
      .values({
        kind: 'ingredient',
        category: 'Latticini',
        name: 'Burro',
        code: 'B1',
        units: ['KG'],
        costCents: 1000,
      })
      .returning();
    await ctx.db
      .insert(thesisConditions)
      .values({ productCode: CURRENT, examType: 'Esame Finale', budgetCents: 2000 });
    const thesis = async (lastName: string, thousandths: number) => {
      const user = await createUser(ctx.db, {
        lastName,
        firstName: 'B',
        enrolments: [{ kind: 'course', productCode: CURRENT }],
      });
      const [e] = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, user.id));
      const [t] = await ctx.db
        .insert(theses)
        .values({ enrolmentId: e!.id, examType: 'Esame Finale', name: 'Tesi finale' })
        .returning();
      const [d] = await ctx.db
        .insert(thesisDishes)
        .values({ thesisId: t!.id, position: 1, name: 'Piatto' })
        .returning();
      await ctx.db.insert(thesisDishLines).values({
        dishId: d!.id,
        position: 1,
        kind: 'ingredient',
        catalogueItemId: butter!.id,
        quantityThousandths: thousandths,
        unit: 'KG',
      });
    };
    await thesis('Alti', 2001); // 2,001 kg × 10,00 € = 20,01 €: over a 20,00 € budget
    await thesis('Giusti', 2000); // exactly the budget: within it
    expect(isOverBudget(2001, 2000)).toBe(true);

    const { client } = await staffWith('Tesi');
    const body = (await client.get('/api/staff/insights/theses')).json();
    expect(body.tables[0].rows).toEqual([
      { edition: CURRENT, exam: 'Esame Finale', theses: 2, overBudget: 1 },
    ]);
    expect(body.tables[1].rows).toEqual([
      { student: 'Alti B', edition: CURRENT, exam: 'Esame Finale', totalCents: 2001, budgetCents: 2000 },
    ]);
  });
});

describe('GET /api/staff/insights/:chart/:table.csv', () => {
  it("writes one table with its headers and ids in the page's language", async () => {
    await editions(ctx.db);
    await applicant(CURRENT, 1, {});
    const { client } = await staffWith('Amministrazione');
    const it = await client.get(`/api/staff/insights/funnel/funnel.csv?edition=${CURRENT}`);
    expect(it.statusCode).toBe(200);
    expect(it.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(it.headers['content-disposition']).toContain(`funnel-${CURRENT}-`);
    const lines = it.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Fase,Edizione,Persi,Persi %,Edizione precedente');
    expect(lines[1]).toBe('Account creati,1,0,0,0');
    expect(lines[2]).toBe('Candidatura iniziata,1,0,0,0');
    const en = await client.get(`/api/staff/insights/funnel/funnel.csv?edition=${CURRENT}&lang=en`);
    expect(
      en.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'Stage,Edition,Lost,Lost %,Previous edition',
      'Accounts created,1,0,0,0',
      'Application started,1,0,0,0',
    ]);
  });

  it('refuses a chart the person may not read', async () => {
    const { client } = await staffWith('Negozio');
    expect((await client.get('/api/staff/insights/funnel/funnel.csv')).statusCode).toBe(404);
    expect((await client.get('/api/staff/insights/shop/shopWeekly.csv')).statusCode).toBe(200);
  });
});

describe('GET /api/staff/insights/editions', () => {
  it('lists the editions, newest first', async () => {
    await editions(ctx.db);
    const { client } = await staffWith('Tesi');
    expect(
      (await client.get('/api/staff/insights/editions'))
        .json()
        .editions.map((e: { productCode: string }) => e.productCode),
    ).toEqual([CURRENT, OTHER, PREVIOUS]);
  });
});
