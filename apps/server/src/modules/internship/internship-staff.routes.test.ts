import type {
  ListStagesResponse,
  StaffStage,
  StaffSurveyDefinitions,
  StageAnswers,
} from '@school/domain/internship/contracts/staff-internship';
import { serializeAnswers } from '@school/domain/survey/answers';
import { answerableFields } from '@school/domain/survey/definition';
import { SURVEY_FORMS, surveyForm } from '@school/domain/survey/forms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  courseEditionSurveys,
  mailOutbox,
  staffAudit,
  stageDocuments,
  stages,
  stageTutorEvaluations,
  users,
} from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { EXE, errorOf, fileBody, PDF, signIn } from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import {
  course,
  EDITION,
  enrolmentOf,
  MIDTERM,
  midtermRatings,
  seedInternship,
  stageRow,
} from '../../test/internship-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import * as repo from './internship-staff.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const OTHER_EDITION = 'CUCINA-2027A';
const API = '/api/staff/internship';
const UNKNOWN = '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f';

beforeEach(async () => {
  await ctx.reset();
  await seedInternship(ctx.db);
});

const clerk = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Stage'] });
const fieldsOf = (res: { json(): unknown }) => errorOf(res).fields ?? {};

/** A student of `edition` with a course enrolment and, unless `values` is null, a stage. */
async function student(
  values: Partial<typeof stages.$inferInsert> | null = {},
  person: Partial<Parameters<typeof createUser>[1]> = {},
  edition = EDITION,
) {
  const user = await createUser(ctx.db, { ...course(undefined, edition), ...person });
  const enrolment = await enrolmentOf(ctx.db, user.id);
  if (values === null) return { user, enrolment, stage: null };
  const [stage] = await ctx.db
    .insert(stages)
    .values({ enrolmentId: enrolment.id, status: 0, ...values })
    .returning();
  if (values.status !== undefined) {
    await ctx.db.update(users).set({ stageStatus: values.status }).where(eq(users.id, user.id));
  }
  return { user, enrolment, stage: stage! };
}

async function personStatus(userId: string) {
  const [row] = await ctx.db.select({ s: users.stageStatus }).from(users).where(eq(users.id, userId));
  return row!.s;
}
async function read(client: TestClient, id: string): Promise<StaffStage> {
  const res = await client.get(`${API}/stages/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffStage;
}
const statusBody = (from: number, to: number) => ({ from, to });
const DESTINATION = {
  hostCompany: 'Trattoria Al Cappello',
  street: 'Via Farini 12',
  postalCode: '43121',
  city: 'Parma',
  state: 'PR',
  country: 'Italia',
  tutorName: 'Giovanni Ferrari',
  tutorPhone: '+39 0521 123456',
  tutorEmail: 'tutor@alcappello.it',
  periodFrom: '2026-03-02',
  periodTo: '2026-06-30',
  examStartDate: '2026-07-15',
};

describe('staff internship — access', () => {
  it('is 404 for a visitor, a student and an employee without staff permissions; 403 for staff without Stage; nothing written', async () => {
    const { stage, enrolment } = await student({ status: 1 });
    const before = {
      stages: await ctx.db.select().from(stages),
      surveys: await ctx.db.select().from(courseEditionSurveys),
      audit: await ctx.db.select().from(staffAudit),
    };
    const calls = (client: TestClient) => [
      client.get(`${API}/editions`),
      client.get(`${API}/stages?edition=${EDITION}`),
      client.post(`${API}/stages`, { enrolmentId: enrolment.id }),
      client.get(`${API}/stages/${stage!.id}`),
      client.put(`${API}/stages/${stage!.id}/status`, statusBody(1, 3)),
      client.put(`${API}/stages/${stage!.id}`, { version: 'x', ...DESTINATION }),
      client.post(`${API}/stages/${stage!.id}/documents`, { name: 'Patto', ...fileBody(PDF, 'patto.pdf') }),
      client.post(`${API}/editions/${EDITION}/documents`, { name: 'Guida', ...fileBody(PDF, 'guida.pdf') }),
      client.get(`${API}/editions/${EDITION}/documents`),
      client.get(`${API}/documents/${UNKNOWN}`),
      client.put(`${API}/documents/${UNKNOWN}/published`, { published: true }),
      client.delete(`${API}/documents/${UNKNOWN}`),
      client.get(`${API}/dossiers/${stage!.id}`),
      client.get(`${API}/editions/${EDITION}/surveys`),
      client.put(`${API}/editions/${EDITION}/surveys/midSurvey`, { definition: SURVEY_FORMS.midterm }),
      client.post(`${API}/editions/${EDITION}/surveys/midSurvey/reset`),
      client.get(`${API}/editions/${EDITION}/answers/midSurvey`),
      client.get(`${API}/editions/${EDITION}/answers/midSurvey/export.csv`),
      client.post(`${API}/stages/${stage!.id}/evaluation-link`),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('request.notFound');
    }
    const { client: pupil } = await signIn(ctx, course());
    const { client: employee } = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [] });
    for (const client of [pupil, employee]) {
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    }
    for (const permission of ['Segreteria', 'Negozio', 'Tesi']) {
      const { client } = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [permission] });
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await ctx.db.select().from(stages)).toEqual(before.stages);
    expect(await ctx.db.select().from(courseEditionSurveys)).toEqual(before.surveys);
    expect(await ctx.db.select().from(staffAudit)).toEqual(before.audit);
    expect(await ctx.db.select().from(stageDocuments)).toEqual([]);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('the stage board', () => {
  it("lists the edition's course enrolments by name with their stage, filters by status (99: no stage), pages", async () => {
    const { client } = await clerk();
    await student(
      {
        status: 6,
        ...DESTINATION,
        midSurveyCompleted: true,
        dossierStorageKey: 'k',
        dossierFileName: 'd.pdf',
      },
      { lastName: 'Bianchi', firstName: 'Luca' },
    );
    await student({ status: 1 }, { lastName: 'Verdi', firstName: 'Marco' });
    await student(null, { lastName: 'Amato', firstName: 'Giulia' });
    await student({ status: 3 }, { lastName: 'Neri' }, OTHER_EDITION);

    const res = await client.get(`${API}/stages?edition=${EDITION}`);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json() as ListStagesResponse;
    expect(board.total).toBe(3);
    expect(board.items.map((r) => [r.student.lastName, r.status])).toEqual([
      ['Amato', 99],
      ['Bianchi', 6],
      ['Verdi', 1],
    ]);
    expect(board.items[0]!.stageId).toBeNull();
    expect(board.items[1]).toMatchObject({
      hostCompany: 'Trattoria Al Cappello',
      city: 'Parma',
      tutorName: 'Giovanni Ferrari',
      periodFrom: '2026-03-02',
      periodTo: '2026-06-30',
      formsCompleted: { preferences: false, midSurvey: true, endSurvey: false },
      hasDossier: true,
    });

    const only = async (status: number) =>
      (
        (await client.get(`${API}/stages?edition=${EDITION}&status=${status}`)).json() as ListStagesResponse
      ).items.map((r) => r.student.lastName);
    expect(await only(6)).toEqual(['Bianchi']);
    expect(await only(99)).toEqual(['Amato']);
    expect(await only(7)).toEqual([]);

    const page2 = (await client.get(`${API}/stages?edition=${EDITION}&page=2&pageSize=2`)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((r: { student: { lastName: string } }) => r.student.lastName)).toEqual(['Verdi']);

    for (const bad of [
      'status=2',
      'status=abc',
      'edition=',
      'edition=a%20b',
      `edition=${EDITION}&pageSize=1000`,
    ]) {
      const query = bad.startsWith('edition') ? bad : `edition=${EDITION}&${bad}`;
      expect((await client.get(`${API}/stages?${query}`)).statusCode, bad).toBe(400);
    }

    const editions = (await client.get(`${API}/editions`)).json();
    expect(editions.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productCode: EDITION, enrolments: 3, stages: 2 }),
        expect.objectContaining({ productCode: OTHER_EDITION, enrolments: 1, stages: 1 }),
      ]),
    );
  });

  it('reads a page in one statement per page whatever its size (no query per row)', async () => {
    const { client } = await clerk();
    for (let i = 0; i < 6; i++) await student({ status: i % 2 === 0 ? 1 : 6 }, { lastName: `S${i}` });
    const statements: string[] = [];
    const original = ctx.db.select.bind(ctx.db);
    const spy = (...args: Parameters<typeof original>) => {
      statements.push('select');
      return original(...args);
    };
    (ctx.db as { select: unknown }).select = spy;
    try {
      const small = (await repo.listStagesPage(ctx.db, { edition: EDITION, page: 1, pageSize: 2 })).rows;
      const counted = statements.length;
      statements.length = 0;
      const large = (await repo.listStagesPage(ctx.db, { edition: EDITION, page: 1, pageSize: 100 })).rows;
      expect(small).toHaveLength(2);
      expect(large).toHaveLength(6);
      // The rows and their count; a first page with room left is the whole list, so no count.
      expect(counted).toBe(2);
      expect(statements.length).toBe(1);
    } finally {
      (ctx.db as { select: unknown }).select = original;
    }
    expect((await client.get(`${API}/stages?edition=${EDITION}`)).statusCode).toBe(200);
  });

  it("creates an enrolment's stage at status 0 with the person's stage status; once; never for a housing record", async () => {
    const { client } = await clerk();
    const { user, enrolment } = await student(null);
    const res = await client.post(`${API}/stages`, { enrolmentId: enrolment.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 0, personStageStatus: 0, enrolmentId: enrolment.id });
    expect(await personStatus(user.id)).toBe(0);

    const again = await client.post(`${API}/stages`, { enrolmentId: enrolment.id });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('internship.stageExists');

    const housing = await createUser(ctx.db, { enrolments: [{ kind: 'housing', productCode: EDITION }] });
    const record = await enrolmentOf(ctx.db, housing.id);
    const refused = await client.post(`${API}/stages`, { enrolmentId: record.id });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('internship.notCourseEnrolment');
    expect((await client.post(`${API}/stages`, { enrolmentId: UNKNOWN })).statusCode).toBe(404);
    expect((await client.post(`${API}/stages`, { enrolmentId: 'x' })).statusCode).toBe(400);
    expect(await ctx.db.select().from(stages)).toHaveLength(1);
  });
});

describe('the status', () => {
  it("moves the status from the one read, keeps the person's stage_status in step, audited; a stale reading is 409 and changes nothing", async () => {
    const { client, user: staff } = await clerk();
    const { stage, user } = await student({ status: 1 });
    const res = await client.put(`${API}/stages/${stage!.id}/status`, statusBody(1, 3));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 3, personStageStatus: 3 });
    expect((await stageRow(ctx.db, stage!.id)).status).toBe(3);
    expect(await personStatus(user.id)).toBe(3);
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.changedBy, staff.id));
    expect(audit.map((a) => [a.recordTable, a.field, a.before, a.after])).toEqual(
      expect.arrayContaining([
        ['stages', 'status', 1, 3],
        ['users', 'stageStatus', 1, 3],
      ]),
    );

    const stale = await client.put(`${API}/stages/${stage!.id}/status`, statusBody(1, 6));
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('internship.statusChanged');
    expect((await stageRow(ctx.db, stage!.id)).status).toBe(3);
    expect(await personStatus(user.id)).toBe(3);

    // Back to 99 (no stage) is a status too: the menu follows.
    expect((await client.put(`${API}/stages/${stage!.id}/status`, statusBody(3, 99))).statusCode).toBe(200);
    expect(await personStatus(user.id)).toBe(99);

    for (const bad of [
      statusBody(99, 2),
      statusBody(99, -1),
      { from: 99, to: '3' },
      { from: 99 },
      { ...statusBody(99, 3), x: 1 },
    ]) {
      expect((await client.put(`${API}/stages/${stage!.id}/status`, bad)).statusCode).toBe(400);
    }
    expect((await client.put(`${API}/stages/${UNKNOWN}/status`, statusBody(1, 3))).statusCode).toBe(404);
    expect((await stageRow(ctx.db, stage!.id)).status).toBe(99);
  });

  it('two staff members changing the status at once from the same reading: one wins, the other answers 409', async () => {
    const { client } = await clerk();
    const { client: other } = await clerk();
    const { stage, user } = await student({ status: 3 });
    const both = await Promise.all([
      client.put(`${API}/stages/${stage!.id}/status`, statusBody(3, 6)),
      other.put(`${API}/stages/${stage!.id}/status`, statusBody(3, 7)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)!.json().status;
    expect((await stageRow(ctx.db, stage!.id)).status).toBe(winner);
    expect(await personStatus(user.id)).toBe(winner);
    const changes = await ctx.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.recordId, stage!.id), eq(staffAudit.field, 'status')));
    expect(changes).toHaveLength(1);
  });

  it('negative control: a write without the status condition lets both changes through, the conditional one does not', async () => {
    const { stage } = await student({ status: 3 });
    const naive = (to: number) =>
      ctx.db.update(stages).set({ status: to }).where(eq(stages.id, stage!.id)).returning();
    // Both staff members read 3, then both write.
    expect((await naive(6)).length + (await naive(7)).length).toBe(2);
    await ctx.db.update(stages).set({ status: 3 }).where(eq(stages.id, stage!.id));
    expect(await repo.setStageStatus(ctx.db, stage!.id, 3, 6)).not.toBeNull();
    expect(await repo.setStageStatus(ctx.db, stage!.id, 3, 7)).toBeNull();
  });
});

describe('the destination', () => {
  it('changes host, address, tutor, period and exam start on the version read; a stale version is 409', async () => {
    const { client } = await clerk();
    const { stage } = await student({ status: 3 });
    const before = await read(client, stage!.id);
    const res = await client.put(`${API}/stages/${stage!.id}`, { version: before.version, ...DESTINATION });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(DESTINATION);
    const stale = await client.put(`${API}/stages/${stage!.id}`, {
      version: before.version,
      ...DESTINATION,
      city: 'Colorno',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    // A status change or a form sent by the student does not make the form stale.
    const current = await read(client, stage!.id);
    await client.put(`${API}/stages/${stage!.id}/status`, statusBody(3, 6));
    await ctx.db.update(stages).set({ preferencesCompleted: true }).where(eq(stages.id, stage!.id));
    const cleared = await client.put(`${API}/stages/${stage!.id}`, {
      version: current.version,
      ...DESTINATION,
      tutorPhone: '',
      examStartDate: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ tutorPhone: null, examStartDate: null, status: 6 });
  });

  it('refuses control characters, huge texts, a wrong e-mail, an impossible date and a period ending before it starts; nothing changed', async () => {
    const { client } = await clerk();
    const { stage } = await student({ status: 3 });
    const { version } = await read(client, stage!.id);
    const row = await stageRow(ctx.db, stage!.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ hostCompany: 'Trattoria\u0000' }, 'hostCompany'],
      [{ street: 'x'.repeat(100_000) }, 'street'],
      [{ tutorEmail: 'non-una-mail' }, 'tutorEmail'],
      [{ tutorPhone: 'abc' }, 'tutorPhone'],
      [{ periodFrom: '2026-02-30' }, 'periodFrom'],
      [{ periodFrom: '2026-06-01', periodTo: '2026-05-01' }, 'periodTo'],
      [{ city: 42 }, 'city'],
    ];
    for (const [change, field] of cases) {
      const res = await client.put(`${API}/stages/${stage!.id}`, { version, ...DESTINATION, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(fieldsOf(res)), field).toContain(field);
    }
    expect(
      (await client.put(`${API}/stages/${stage!.id}`, { version, ...DESTINATION, extra: 1 })).statusCode,
    ).toBe(400);
    expect(await stageRow(ctx.db, stage!.id)).toEqual(row);
  });
});

describe('documents', () => {
  it('uploads documents of a stage and of the edition, publishes and withdraws them, serves and deletes them', async () => {
    const { client } = await clerk();
    const { stage } = await student({ status: 0 });
    const own = await client.post(`${API}/stages/${stage!.id}/documents`, {
      name: 'Patto formativo',
      documentType: 'Contratto',
      ...fileBody(PDF, 'patto.pdf'),
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ scope: 'stage', published: false, fileName: 'patto.pdf' });
    const shared = await client.post(`${API}/editions/${EDITION}/documents`, {
      name: 'Guida allo stage',
      published: true,
      ...fileBody(PDF, 'guida.pdf'),
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json()).toMatchObject({ scope: 'edition', published: true });

    const detail = await read(client, stage!.id);
    expect(detail.documents.map((d) => [d.name, d.scope, d.published])).toEqual([
      ['Patto formativo', 'stage', false],
      ['Guida allo stage', 'edition', true],
    ]);
    expect((await client.get(`${API}/editions/${EDITION}/documents`)).json().items).toHaveLength(1);

    const published = await client.put(`${API}/documents/${own.json().id}/published`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().published).toBe(true);
    const withdrawn = await client.put(`${API}/documents/${shared.json().id}/published`, {
      published: false,
    });
    expect(withdrawn.json().published).toBe(false);
    expect(
      (await client.put(`${API}/documents/${shared.json().id}/published`, { published: 'yes' })).statusCode,
    ).toBe(400);

    const file = await client.get(`${API}/documents/${own.json().id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('patto.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await client.delete(`${API}/documents/${own.json().id}`)).statusCode).toBe(204);
    expect((await client.get(`${API}/documents/${own.json().id}`)).statusCode).toBe(404);
    expect((await client.delete(`${API}/documents/${own.json().id}`)).statusCode).toBe(404);
    expect((await read(client, stage!.id)).documents.map((d) => d.name)).toEqual(['Guida allo stage']);
  });

  it("the student's area lists the stage's and the edition's published documents only", async () => {
    const { client } = await clerk();
    const { client: pupil, user } = await signIn(ctx, course());
    const enrolment = await enrolmentOf(ctx.db, user.id);
    const [stage] = await ctx.db.insert(stages).values({ enrolmentId: enrolment.id, status: 0 }).returning();
    const { stage: other } = await student({ status: 0 });
    const upload = (url: string, name: string, published: boolean) =>
      client.post(url, { name, published, ...fileBody(PDF, `${name}.pdf`) });
    await upload(`${API}/stages/${stage!.id}/documents`, 'mine', true);
    await upload(`${API}/stages/${stage!.id}/documents`, 'draft', false);
    await upload(`${API}/stages/${other!.id}/documents`, 'theirs', true);
    const edition = await upload(`${API}/editions/${EDITION}/documents`, 'guide', true);
    await upload(`${API}/editions/${OTHER_EDITION}/documents`, 'elsewhere', true);
    const area = (await pupil.get('/api/internship')).json();
    expect(area.documents.map((d: { name: string }) => d.name).sort()).toEqual(['guide', 'mine']);
    const download = await pupil.get(`/api/internship/documents/${edition.json().id}`);
    expect(download.statusCode).toBe(200);
  });

  it('refuses a renamed executable, an empty file, a missing name and control characters; nothing stored', async () => {
    const { client } = await clerk();
    const { stage } = await student({ status: 0 });
    const url = `${API}/stages/${stage!.id}/documents`;
    const cases: Array<Record<string, unknown>> = [
      { name: 'x', ...fileBody(EXE, 'virus.pdf') },
      { name: 'x', ...fileBody(Buffer.alloc(0), 'vuoto.pdf') },
      { name: '', ...fileBody(PDF, 'a.pdf') },
      { name: 'Patto\u0007', ...fileBody(PDF, 'a.pdf') },
      { name: 'x', ...fileBody(PDF, 'a.exe') },
    ];
    for (const body of cases) expect((await client.post(url, body)).statusCode).toBe(400);
    expect(
      (await client.post(`${API}/stages/${UNKNOWN}/documents`, { name: 'x', ...fileBody(PDF, 'a.pdf') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.post(`${API}/editions/NOPE-1/documents`, { name: 'x', ...fileBody(PDF, 'a.pdf') }))
        .statusCode,
    ).toBe(404);
    expect(await ctx.db.select().from(stageDocuments)).toEqual([]);
  });
});

describe('survey definitions', () => {
  it('reads, replaces with a valid definition, refuses a broken one with field errors, resets to the default', async () => {
    const { client } = await clerk();
    const url = `${API}/editions/${EDITION}/surveys`;
    const read0 = (await client.get(url)).json() as StaffSurveyDefinitions;
    expect(read0.forms.map((f) => f.form)).toEqual(['preferences', 'midSurvey', 'endSurvey']);
    expect(read0.forms[1]!.definition).toEqual(surveyForm('midterm'));

    const short = [
      {
        fieldName: 'voto',
        type: 'radioButtons',
        label: 'Voto',
        options: [
          { value: '1', label: 'uno' },
          { value: '2', label: 'due' },
        ],
      },
    ];
    const replaced = await client.put(`${url}/midSurvey`, { definition: short });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().forms[1].definition).toHaveLength(1);

    const before = await ctx.db.select().from(courseEditionSurveys);
    const broken: Array<[unknown, string]> = [
      [[{ fieldName: 'a', type: 'radioButtons', label: 'A' }], 'definition.0.options'],
      [
        [
          { fieldName: 'a', type: 'text', label: 'A' },
          { fieldName: 'a', type: 'text', label: 'B' },
        ],
        'definition.1.fieldName',
      ],
      [[{ fieldName: '1bad', type: 'text', label: 'A' }], 'definition.0.fieldName'],
      [[{ fieldName: 'a', type: 'slider', label: 'A' }], 'definition.0.type'],
      [[], 'definition'],
      ['not a list', 'definition'],
    ];
    for (const [definition, path] of broken) {
      const res = await client.put(`${url}/midSurvey`, { definition });
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(fieldsOf(res)), path).toContain(path);
    }
    expect(
      fieldsOf(await client.put(`${url}/midSurvey`, { definition: broken[0]![0] }))['definition.0.options'],
    ).toBe('survey.optionsMissing');
    expect(await ctx.db.select().from(courseEditionSurveys)).toEqual(before);
    expect((await client.put(`${url}/other`, { definition: short })).statusCode).toBe(400);
    expect(
      (await client.put(`${API}/editions/NOPE-1/surveys/midSurvey`, { definition: short })).statusCode,
    ).toBe(404);

    const reset = await client.post(`${url}/midSurvey/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().forms[1].definition).toEqual(surveyForm('midterm'));

    // An edition without a row yet gets one.
    const fresh = await client.post(`${API}/editions/${OTHER_EDITION}/surveys/endSurvey/reset`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().forms.map((f: { definition: unknown }) => f.definition === null)).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('ready definitions (the preferences form, CSCI, ICPU2, Midterm and Endterm Surveys)', () => {
  it("gives an edition's preferences the CSCI or ICPU2 form, audited; the student then gets it; the course's own is the default", async () => {
    const { client } = await clerk();
    const url = `${API}/editions/${EDITION}/surveys`;
    const read0 = (await client.get(url)).json() as StaffSurveyDefinitions;
    expect(read0.forms.map((f) => [f.form, f.readyForms, f.defaultForm, f.currentForm])).toEqual([
      ['preferences', ['preferences', 'csci', 'icpu2'], 'preferences', 'preferences'],
      ['midSurvey', ['midterm'], 'midterm', 'midterm'],
      ['endSurvey', ['endterm'], 'endterm', 'endterm'],
    ]);

    const chosen = await client.post(`${url}/preferences/reset`, { ready: 'csci' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const preferences = (chosen.json() as StaffSurveyDefinitions).forms[0]!;
    expect(preferences).toMatchObject({ currentForm: 'csci', defaultForm: 'preferences' });
    expect(preferences.definition).toEqual(surveyForm('csci'));
    const audit = await ctx.db.select().from(staffAudit).where(eq(staffAudit.field, 'preferences'));
    expect(audit).toHaveLength(1);

    // The edition's student now fills the CSCI form.
    const { user, client: studentClient } = await signIn(ctx, course());
    await ctx.db.insert(stages).values({ enrolmentId: (await enrolmentOf(ctx.db, user.id)).id, status: 1 });
    expect((await studentClient.get('/api/internship')).json().forms.preferences.definition).toEqual(
      surveyForm('csci'),
    );

    expect(
      ((await client.post(`${url}/preferences/reset`, { ready: 'icpu2' })).json() as StaffSurveyDefinitions)
        .forms[0]!.currentForm,
    ).toBe('icpu2');

    // A form the step may not take, or no form at all: 400, nothing stored.
    const before = await ctx.db.select().from(courseEditionSurveys);
    for (const [form, body] of [
      ['midSurvey', { ready: 'csci' }],
      ['preferences', { ready: 'midterm' }],
      ['preferences', { ready: 'tutorEvaluation' }],
      ['preferences', { ready: 'nope' }],
      ['preferences', { ready: 'csci', extra: 1 }],
    ] as const) {
      const res = await client.post(`${url}/${form}/reset`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
    }
    expect(await ctx.db.select().from(courseEditionSurveys)).toEqual(before);

    // Without a name, the course's own: the generic form for CUCINA, CSCI's for a CSCI edition.
    const back = (await client.post(`${url}/preferences/reset`)).json() as StaffSurveyDefinitions;
    expect(back.forms[0]!.currentForm).toBe('preferences');
    const csci = await client.post(`${API}/editions/CSCI-2026A/surveys/preferences/reset`);
    expect(csci.statusCode, csci.body).toBe(200);
    expect((csci.json() as StaffSurveyDefinitions).forms[0]).toMatchObject({
      defaultForm: 'csci',
      currentForm: 'csci',
    });
    const icpu2 = (await client.get(`${API}/editions/ICPU2-2026A/surveys`)).json() as StaffSurveyDefinitions;
    expect(icpu2.forms[0]).toMatchObject({ defaultForm: 'icpu2', currentForm: null, definition: null });
  });

  it('a changed definition is no ready one any more', async () => {
    const { client } = await clerk();
    const url = `${API}/editions/${EDITION}/surveys`;
    const changed = [...SURVEY_FORMS.icpu2].slice(0, -1);
    const res = await client.put(`${url}/preferences`, { definition: changed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StaffSurveyDefinitions).forms[0]!.currentForm).toBeNull();
  });
});

describe('answers', () => {
  async function sent() {
    await student(
      {
        status: 6,
        midSurveyCompleted: true,
        midSurveyAnswers: serializeAnswers(MIDTERM, { ...midtermRatings('5'), note: 'Ottimo, davvero' }),
      },
      { lastName: 'Bianchi', firstName: 'Luca', email: 'luca@example.com' },
    );
    await student(
      {
        status: 7,
        midSurveyCompleted: true,
        midSurveyAnswers: serializeAnswers(MIDTERM, {
          ...midtermRatings('4'),
          organisation: '2',
          note: '=1+1',
        }),
      },
      { lastName: 'Rossi', firstName: 'Anna', email: 'anna@example.com' },
    );
    // Not sent: left out.
    await student({ status: 6, midSurveyCompleted: false }, { lastName: 'Verdi' });
    // Another edition: left out.
    await student(
      {
        status: 6,
        midSurveyCompleted: true,
        midSurveyAnswers: serializeAnswers(MIDTERM, midtermRatings('1')),
      },
      { lastName: 'Neri' },
      OTHER_EDITION,
    );
  }

  it('gives the sent answers as a table with the summary: counts, spread and averages of the ratings', async () => {
    const { client } = await clerk();
    await sent();
    const res = await client.get(`${API}/editions/${EDITION}/answers/midSurvey`);
    expect(res.statusCode, res.body).toBe(200);
    const table = res.json() as StageAnswers;
    expect(table.rows.map((r) => r.student.lastName)).toEqual(['Bianchi', 'Rossi']);
    expect(table.columns[0]).toEqual({ fieldName: 'organisation', label: 'forms.midterm.organisation' });
    expect(table.rows[0]!.answers).toMatchObject({ organisation: '5', note: 'Ottimo, davvero' });
    const byName = Object.fromEntries(table.summary.map((q) => [q.fieldName, q]));
    expect(byName.organisation).toMatchObject({ answered: 2, average: 3.5 });
    expect(byName.organisation!.choices.map((c) => c.count)).toEqual([0, 1, 0, 0, 1]);
    expect(byName.involvement).toMatchObject({ answered: 2, average: 4.5 });
    expect(byName.note).toMatchObject({ answered: 2, average: null });

    const empty = (await client.get(`${API}/editions/${EDITION}/answers/endSurvey`)).json();
    expect(empty.rows).toEqual([]);
    expect(empty.summary.every((q: { answered: number }) => q.answered === 0)).toBe(true);
  });

  it('exports the same table as CSV (formula cells made safe)', async () => {
    const { client } = await clerk();
    await sent();
    const res = await client.get(`${API}/editions/${EDITION}/answers/midSurvey/export.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`stage-${EDITION}-midSurvey.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const names = answerableFields(MIDTERM).map((f) => f.fieldName);
    expect(lines[0]).toBe(['lastName', 'firstName', 'email', 'status', ...names].join(','));
    const ratingCount = names.length - 1;
    expect(lines[1]).toBe(
      ['Bianchi', 'Luca', 'luca@example.com', '6', ...Array(ratingCount).fill('5'), '"Ottimo, davvero"'].join(
        ',',
      ),
    );
    expect(lines[2]).toBe(
      ['Rossi', 'Anna', 'anna@example.com', '7', '2', ...Array(ratingCount - 1).fill('4'), "'=1+1"].join(','),
    );
    expect(lines).toHaveLength(3);
  });
});

describe("the tutor's evaluation", () => {
  /** The token of the link in the last mail to `to`. */
  async function tokenMailedTo(to: string) {
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const text = mails.at(-1)?.text ?? '';
    return /\/valutazione-tutor\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
  }
  const answers = {
    punctuality: '5',
    technicalSkills: '4',
    hygieneSafety: '5',
    teamwork: '4',
    initiative: '3',
    overall: '4',
    wouldHire: true,
    strengths: 'Precisione e velocità',
    improvements: 'Gestione dello stress nel servizio',
  };

  it('mails the tutor a link (the token stored hashed); the public page shows the student and period and takes the form once; staff see it', async () => {
    const { client } = await clerk();
    const { stage } = await student(
      { status: 7, ...DESTINATION },
      { firstName: 'Luca', lastName: 'Bianchi' },
    );
    const res = await client.post(`${API}/stages/${stage!.id}/evaluation-link`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evaluation).toMatchObject({
      tutorEmail: DESTINATION.tutorEmail,
      state: 'open',
      answers: null,
    });

    const [mail] = await ctx.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: DESTINATION.tutorEmail });
    expect(mail!.subject).toContain('Luca Bianchi');
    expect(mail!.text).toContain('Trattoria Al Cappello');
    const token = await tokenMailedTo(DESTINATION.tutorEmail);
    expect(token).toHaveLength(43);
    const [row] = await ctx.db.select().from(stageTutorEvaluations);
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.sentAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const visitor = new TestClient(ctx.app);
    const page = await visitor.get(`/api/internship/evaluation/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      student: { firstName: 'Luca', lastName: 'Bianchi' },
      hostCompany: 'Trattoria Al Cappello',
      periodFrom: '2026-03-02',
      periodTo: '2026-06-30',
    });
    expect(page.json().definition).toEqual(surveyForm('tutorEvaluation'));

    const bad = await visitor.post(`/api/internship/evaluation/${token}`, {
      answers: { ...answers, overall: '9', strengths: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toMatchObject({
      'answers.overall': 'survey.invalid',
      'answers.strengths': 'survey.required',
    });
    const control = await visitor.post(`/api/internship/evaluation/${token}`, {
      answers: { ...answers, strengths: 'ok\u0000' },
    });
    expect(control.statusCode).toBe(400);
    expect(
      (await visitor.post(`/api/internship/evaluation/${token}`, { answers: { ...answers, extra: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.db.select().from(stageTutorEvaluations))[0]!.submittedAt).toBeNull();

    const sentOk = await visitor.post(`/api/internship/evaluation/${token}`, { answers });
    expect(sentOk.statusCode, sentOk.body).toBe(200);
    const again = await visitor.post(`/api/internship/evaluation/${token}`, { answers });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('internship.evaluationLinkUsed');
    expect((await visitor.get(`/api/internship/evaluation/${token}`)).statusCode).toBe(409);

    const seen = await read(client, stage!.id);
    expect(seen.evaluation).toMatchObject({ state: 'submitted', answers });
    // Once sent, no new link.
    const resend = await client.post(`${API}/stages/${stage!.id}/evaluation-link`);
    expect(resend.statusCode).toBe(409);
    expect(errorOf(resend).code).toBe('internship.evaluationSubmitted');
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('an unknown or malformed token is 404, an expired one 410; a new link replaces the old one', async () => {
    const { client } = await clerk();
    const { stage } = await student({ status: 7, ...DESTINATION });
    await client.post(`${API}/stages/${stage!.id}/evaluation-link`);
    const first = await tokenMailedTo(DESTINATION.tutorEmail);
    const visitor = new TestClient(ctx.app);
    for (const token of ['A'.repeat(43), 'x', encodeURIComponent('../../etc')]) {
      const res = await visitor.get(`/api/internship/evaluation/${token}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('internship.evaluationLinkUnknown');
      expect((await visitor.post(`/api/internship/evaluation/${token}`, { answers })).statusCode).toBe(404);
    }

    await ctx.db
      .update(stageTutorEvaluations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stageTutorEvaluations.stageId, stage!.id));
    const expired = await visitor.get(`/api/internship/evaluation/${first}`);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).code).toBe('internship.evaluationLinkExpired');
    expect((await visitor.post(`/api/internship/evaluation/${first}`, { answers })).statusCode).toBe(410);
    expect((await read(client, stage!.id)).evaluation?.state).toBe('expired');

    await client.post(`${API}/stages/${stage!.id}/evaluation-link`);
    const second = await tokenMailedTo(DESTINATION.tutorEmail);
    expect(second).not.toBe(first);
    expect((await visitor.get(`/api/internship/evaluation/${first}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/internship/evaluation/${second}`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it('two submissions at once store one; without the tutor e-mail no link is sent', async () => {
    const { client } = await clerk();
    const { stage } = await student({ status: 7, ...DESTINATION });
    await client.post(`${API}/stages/${stage!.id}/evaluation-link`);
    const token = await tokenMailedTo(DESTINATION.tutorEmail);
    const both = await Promise.all([
      new TestClient(ctx.app).post(`/api/internship/evaluation/${token}`, { answers }),
      new TestClient(ctx.app).post(`/api/internship/evaluation/${token}`, {
        answers: { ...answers, overall: '1' },
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Negative control: the conditional write refuses a second submission of the same token.
    const now = new Date();
    expect(await repo.submitEvaluation(ctx.db, hashToken(token), now, answers, 'x')).toBeNull();

    const { stage: noTutor } = await student({ status: 7 });
    const refused = await client.post(`${API}/stages/${noTutor!.id}/evaluation-link`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('internship.tutorEmailMissing');
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
