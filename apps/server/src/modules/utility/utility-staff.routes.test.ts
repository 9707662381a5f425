import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { books, enrolments, lockers, staffAudit } from '../../db/schema/index.ts';
import { errorOf } from '../../test/application-fixtures.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const secretariat = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
const BASE = '/api/staff/utility/enrolments';
const auditOf = (table: string) =>
  ctx.db.select().from(staffAudit).where(eq(staffAudit.recordTable, table)).orderBy(asc(staffAudit.field));
const del = (client: TestClient, url: string) => client.request('DELETE', url);

/** Luca: a course enrolment (active) and a housing contract; Giulia: another course. */
async function people() {
  const luca = await signIn(ctx, {
    categories: ['Studente'],
    firstName: 'Luca',
    lastName: 'Studenti',
    registrationNumber: 'S2026001',
    pin: '4821',
    enrolments: [
      { kind: 'course', name: 'Corso Superiore 2026B', isActive: true },
      { kind: 'housing', name: 'Housing Colorno', isActive: true, isActiveHousing: true },
    ],
  });
  const giulia = await signIn(ctx, {
    categories: ['Studente'],
    firstName: 'Giulia',
    lastName: 'Senzacasa',
    registrationNumber: 'S2026002',
    enrolments: [{ kind: 'course', name: 'Corso Pasticceria 2026A' }],
  });
  const all = await ctx.db.select().from(enrolments);
  const find = (userId: string, kind: string) => {
    const found = all.find((e) => e.userId === userId && e.kind === kind);
    if (!found) throw new Error('no enrolment');
    return found;
  };
  return {
    luca,
    giulia,
    lucaCourse: find(luca.user.id, 'course'),
    lucaHousing: find(luca.user.id, 'housing'),
    giuliaCourse: find(giulia.user.id, 'course'),
  };
}

describe('staff utility — access', () => {
  it('is 404 for visitors, students and employees without a staff permission; 403 for Amministrazione only', async () => {
    const { lucaCourse } = await people();
    const calls = (client: TestClient) => [
      client.get(BASE),
      client.get(`${BASE}/${lucaCourse.id}`),
      client.put(`${BASE}/${lucaCourse.id}/lockers/course`, {
        locker: { name: '1', freeFrom: null },
        version: null,
      }),
      client.post(`${BASE}/${lucaCourse.id}/books`, { title: 'T', code: 'C' }),
      del(client, `${BASE}/${lucaCourse.id}/books/${lucaCourse.id}?version=x`),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) expect(res.statusCode).toBe(404);
    for (const values of [
      { categories: ['Studente' as const] },
      { categories: ['Dipendente' as const], webappPermissions: ['Apertura Porte'] },
    ]) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).code).toBe('request.notFound');
      }
    }
    const { client: admin } = await signIn(ctx, {
      categories: ['Dipendente'],
      webappPermissions: ['Amministrazione'],
    });
    for (const res of await Promise.all(calls(admin))) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('auth.forbidden');
    }
    expect(await ctx.db.select().from(lockers)).toHaveLength(0);
    expect(await ctx.db.select().from(books)).toHaveLength(0);
  });
});

describe('staff utility — the list', () => {
  it('lists course enrolments only (active first), with lockers and books, found by name, number or course', async () => {
    const { client } = await secretariat();
    const { lucaCourse, giuliaCourse } = await people();
    await ctx.db.insert(lockers).values({ enrolmentId: lucaCourse.id, kind: 'exam', name: 'E-07' });
    await ctx.db.insert(books).values([
      { enrolmentId: lucaCourse.id, title: 'A', code: '1' },
      { enrolmentId: lucaCourse.id, title: 'B', code: '2' },
    ]);
    const all = await client.get(BASE);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.json().items).toEqual([
      {
        id: lucaCourse.id,
        name: 'Corso Superiore 2026B',
        isActive: true,
        person: expect.objectContaining({
          firstName: 'Luca',
          lastName: 'Studenti',
          registrationNumber: 'S2026001',
        }),
        courseLocker: null,
        examLocker: 'E-07',
        books: 2,
      },
      expect.objectContaining({ id: giuliaCourse.id, courseLocker: null, examLocker: null, books: 0 }),
    ]);
    for (const [search, expected] of [
      ['senzaCASA', [giuliaCourse.id]],
      ['luca studenti', [lucaCourse.id]],
      ['2026002', [giuliaCourse.id]],
      ['pasticceria', [giuliaCourse.id]],
      ['Housing', []],
      ['%', []],
    ] as const) {
      const res = await client.get(`${BASE}?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().items.map((i: { id: string }) => i.id),
        search,
      ).toEqual(expected);
    }
    const page2 = await client.get(`${BASE}?pageSize=1&page=2`);
    expect(page2.json()).toMatchObject({ total: 2, page: 2, items: [{ id: giuliaCourse.id }] });
    const past = await client.get(`${BASE}?pageSize=1&page=5`);
    expect(past.json()).toMatchObject({ total: 2, items: [] });
  });

  it.each([
    ['a huge search', `search=${'x'.repeat(101)}`, 'request.invalid'],
    ['an unknown parameter', 'sort=pin', 'request.invalid'],
    ['a page of 0', 'page=0', 'request.invalid'],
    ['a page size over 100', 'pageSize=101', 'request.invalid'],
    ['a word for a page', 'page=two', 'request.invalid'],
    ['a control character', 'search=a%01b', 'request.controlCharacters'],
  ])('refuses %s (400)', async (_name, query, code) => {
    const { client } = await secretariat();
    const res = await client.get(`${BASE}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
  });
});

describe('staff utility — lockers', () => {
  it('sets, changes and clears a locker on the version read, auditing each change, and the student sees it', async () => {
    const { client, user: staff } = await secretariat();
    const { luca, lucaCourse } = await people();
    const url = `${BASE}/${lucaCourse.id}/lockers/course`;

    const created = await client.put(url, {
      locker: { name: ' 112 ', freeFrom: '2026-07-31' },
      version: null,
    });
    expect(created.statusCode, created.body).toBe(200);
    const locker = created.json().courseLocker;
    expect(locker).toMatchObject({ kind: 'course', name: '112', freeFrom: '2026-07-31' });
    expect(created.json().examLocker).toBeNull();
    expect((await luca.client.get('/api/utility')).json().courseLocker).toEqual({
      name: '112',
      freeFrom: '2026-07-31',
    });
    const createdAudit = await auditOf('lockers');
    // String(): the audit of a text that reads as a JSON number comes back as a number on PGlite.
    expect(createdAudit.map((a) => [a.field, a.before, String(a.after), a.changedBy])).toEqual([
      ['enrolmentId', null, lucaCourse.id, staff.id],
      ['freeFrom', null, '2026-07-31', staff.id],
      ['kind', null, 'course', staff.id],
      ['name', null, '112', staff.id],
    ]);

    // A second "new locker" made on the empty state read earlier is stale now.
    const stale = await client.put(url, { locker: { name: '999', freeFrom: null }, version: null });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');

    const changed = await client.put(url, {
      locker: { name: '113', freeFrom: null },
      version: locker.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().courseLocker).toMatchObject({ id: locker.id, name: '113', freeFrom: null });
    expect(changed.json().courseLocker.version).not.toBe(locker.version);
    // The old version is stale now.
    const old = await client.put(url, { locker: null, version: locker.version });
    expect(old.statusCode).toBe(409);
    expect((await ctx.db.select().from(lockers))[0]?.name).toBe('113');

    const cleared = await client.put(url, { locker: null, version: changed.json().courseLocker.version });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().courseLocker).toBeNull();
    expect(await ctx.db.select().from(lockers)).toHaveLength(0);
    expect((await luca.client.get('/api/utility')).json().courseLocker).toBeNull();
    const audit = await auditOf('lockers');
    expect(
      audit
        .filter((a) => a.field === 'name')
        .map((a) => [a.before === null ? null : String(a.before), a.after === null ? null : String(a.after)]),
    ).toEqual(
      expect.arrayContaining([
        [null, '112'],
        ['112', '113'],
        ['113', null],
      ]),
    );
    expect(new Set(audit.map((a) => a.recordId))).toEqual(new Set([locker.id]));

    // Clearing what is not there changes nothing and audits nothing.
    const none = await client.put(url, { locker: null, version: null });
    expect(none.statusCode).toBe(200);
    expect(await auditOf('lockers')).toHaveLength(audit.length);
  });

  it('keeps the exam locker apart from the course locker', async () => {
    const { client } = await secretariat();
    const { luca, lucaCourse } = await people();
    await client.put(`${BASE}/${lucaCourse.id}/lockers/course`, {
      locker: { name: '112', freeFrom: null },
      version: null,
    });
    const exam = await client.put(`${BASE}/${lucaCourse.id}/lockers/exam`, {
      locker: { name: 'E-07', freeFrom: '2026-06-15' },
      version: null,
    });
    expect(exam.statusCode).toBe(200);
    expect(exam.json()).toMatchObject({
      courseLocker: { name: '112' },
      examLocker: { name: 'E-07', freeFrom: '2026-06-15' },
    });
    expect((await luca.client.get('/api/utility')).json()).toMatchObject({
      courseLocker: { name: '112', freeFrom: null },
      examLocker: { name: 'E-07', freeFrom: '2026-06-15' },
    });
  });

  it('answers one of two simultaneous first assignments and refuses the other (409), one locker stored', async () => {
    const { client } = await secretariat();
    const { lucaCourse } = await people();
    const url = `${BASE}/${lucaCourse.id}/lockers/course`;
    const results = await Promise.all(
      ['A1', 'A2', 'A3', 'A4'].map((name) =>
        client.put(url, { locker: { name, freeFrom: null }, version: null }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const stored = await ctx.db.select().from(lockers);
    expect(stored).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)?.json().courseLocker.name;
    expect(stored[0]?.name).toBe(winner);
  });

  it('is 404 for an unknown enrolment or a housing contract, and 400 for a bad id or kind', async () => {
    const { client } = await secretariat();
    const { lucaHousing } = await people();
    const body = { locker: { name: '1', freeFrom: null }, version: null };
    for (const id of ['00000000-0000-4000-8000-000000000000', lucaHousing.id]) {
      expect((await client.get(`${BASE}/${id}`)).statusCode).toBe(404);
      expect((await client.put(`${BASE}/${id}/lockers/course`, body)).statusCode).toBe(404);
      expect((await client.post(`${BASE}/${id}/books`, { title: 'T', code: 'C' })).statusCode).toBe(404);
    }
    expect((await client.get(`${BASE}/not-a-uuid`)).statusCode).toBe(400);
    const bike = await client.put(`${BASE}/${lucaHousing.id}/lockers/bike`, body);
    expect(bike.statusCode).toBe(400);
    expect(await ctx.db.select().from(lockers)).toHaveLength(0);
  });

  it.each([
    [
      'no name',
      { locker: { name: '  ', freeFrom: null }, version: null },
      'request.invalid',
      'candidate.required',
    ],
    [
      'a name over 40',
      { locker: { name: 'x'.repeat(41), freeFrom: null }, version: null },
      'request.invalid',
      undefined,
    ],
    [
      'a number for a name',
      { locker: { name: 112, freeFrom: null }, version: null },
      'request.invalid',
      undefined,
    ],
    [
      'a day that does not exist',
      { locker: { name: '1', freeFrom: '2026-02-30' }, version: null },
      'request.invalid',
      'candidate.invalidDate',
    ],
    [
      'a date in another format',
      { locker: { name: '1', freeFrom: '31/07/2026' }, version: null },
      'request.invalid',
      'candidate.invalidDate',
    ],
    [
      'an unknown field',
      { locker: { name: '1', freeFrom: null, pin: '1' }, version: null },
      'request.invalid',
      undefined,
    ],
    ['no version', { locker: { name: '1', freeFrom: null } }, 'request.invalid', undefined],
    [
      'a huge version',
      { locker: { name: '1', freeFrom: null }, version: 'v'.repeat(65) },
      'request.invalid',
      undefined,
    ],
    [
      'a control character',
      { locker: { name: '1\u0007', freeFrom: null }, version: null },
      'request.controlCharacters',
      undefined,
    ],
  ])('refuses %s (400) and stores nothing', async (_name, body, code, fieldCode) => {
    const { client } = await secretariat();
    const { lucaCourse } = await people();
    const res = await client.put(`${BASE}/${lucaCourse.id}/lockers/course`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
    if (fieldCode) expect(Object.values(errorOf(res).fields ?? {})).toContain(fieldCode);
    expect(await ctx.db.select().from(lockers)).toHaveLength(0);
    expect(await ctx.db.select().from(staffAudit)).toHaveLength(0);
  });
});

describe('staff utility — books', () => {
  it('adds books (audited) and removes one on its version; another enrolment keeps its own', async () => {
    const { client, user: staff } = await secretariat();
    const { luca, lucaCourse, giuliaCourse } = await people();
    const first = await client.post(`${BASE}/${lucaCourse.id}/books`, {
      title: ' Il Cucchiaio d’Argento ',
      code: 'CUC-001',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await client.post(`${BASE}/${lucaCourse.id}/books`, {
      title: 'Pasticceria di base',
      code: 'PAS-002',
    });
    await client.post(`${BASE}/${giuliaCourse.id}/books`, { title: 'Altro', code: 'ALT-1' });
    const list = second.json().books;
    expect(list.map((b: { title: string }) => b.title)).toEqual([
      'Il Cucchiaio d’Argento',
      'Pasticceria di base',
    ]);
    expect((await luca.client.get('/api/utility')).json().books).toEqual([
      { title: 'Il Cucchiaio d’Argento', code: 'CUC-001' },
      { title: 'Pasticceria di base', code: 'PAS-002' },
    ]);
    const added = await auditOf('books');
    expect(added.filter((a) => a.field === 'title').map((a) => [a.before, a.after, a.changedBy])).toEqual(
      expect.arrayContaining([[null, 'Il Cucchiaio d’Argento', staff.id]]),
    );

    const book = list[0];
    // Giulia's enrolment does not hold Luca's book.
    const elsewhere = await del(
      client,
      `${BASE}/${giuliaCourse.id}/books/${book.id}?version=${book.version}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    const stale = await del(client, `${BASE}/${lucaCourse.id}/books/${book.id}?version=old`);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const removed = await del(client, `${BASE}/${lucaCourse.id}/books/${book.id}?version=${book.version}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().books.map((b: { code: string }) => b.code)).toEqual(['PAS-002']);
    const again = await del(client, `${BASE}/${lucaCourse.id}/books/${book.id}?version=${book.version}`);
    expect(again.statusCode).toBe(404);
    const removal = (await auditOf('books')).filter((a) => a.recordId === book.id && a.field === 'code');
    expect(removal.map((a) => [a.before, a.after])).toEqual(
      expect.arrayContaining([
        [null, 'CUC-001'],
        ['CUC-001', null],
      ]),
    );
    expect(
      await ctx.db
        .select()
        .from(books)
        .where(and(eq(books.enrolmentId, giuliaCourse.id))),
    ).toHaveLength(1);
  });

  it.each([
    ['no title', { title: '', code: 'C' }, 'request.invalid'],
    ['no code', { title: 'T' }, 'request.invalid'],
    ['a title over 200', { title: 't'.repeat(201), code: 'C' }, 'request.invalid'],
    ['a code over 100', { title: 'T', code: 'c'.repeat(101) }, 'request.invalid'],
    ['an array for a title', { title: ['T'], code: 'C' }, 'request.invalid'],
    ['an unknown field', { title: 'T', code: 'C', enrolmentId: 'x' }, 'request.invalid'],
    ['a control character', { title: 'T\u0000', code: 'C' }, 'request.controlCharacters'],
  ])('refuses %s (400) and stores nothing', async (_name, body, code) => {
    const { client } = await secretariat();
    const { lucaCourse } = await people();
    const res = await client.post(`${BASE}/${lucaCourse.id}/books`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe(code);
    expect(await ctx.db.select().from(books)).toHaveLength(0);
  });

  it('refuses a removal without a version or with a bad book id (400)', async () => {
    const { client } = await secretariat();
    const { lucaCourse } = await people();
    expect((await del(client, `${BASE}/${lucaCourse.id}/books/${lucaCourse.id}`)).statusCode).toBe(400);
    expect((await del(client, `${BASE}/${lucaCourse.id}/books/nope?version=x`)).statusCode).toBe(400);
  });
});
