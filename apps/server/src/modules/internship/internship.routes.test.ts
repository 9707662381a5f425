import { mapsSearchUrl } from '@school/domain/housing/stay';
import { initialOpenSection, isSurveyEditable, stageSections } from '@school/domain/internship/stage';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { serializeAnswers } from '@school/domain/survey/answers';
import { SURVEY_FORMS, surveyForm } from '@school/domain/survey/forms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  courseEditionSurveys,
  type StageRow,
  stageDocuments,
  stageSurveyDrafts,
  stages,
} from '../../db/schema/index.ts';
import { demoDay } from '../../db/seed/demo-candidates.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import { EXE, errorOf, fileBody, PDF, signIn } from '../../test/application-fixtures.ts';
import {
  course,
  EDITION,
  enrolmentOf,
  MIDTERM,
  midtermRatings,
  seedInternship,
  stageRow,
} from '../../test/internship-fixtures.ts';
import { storedFiles as listStoredFiles } from '../../test/stored-files.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { storeSurvey } from './internship.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

beforeEach(async () => {
  await ctx.reset();
  await seedInternship(ctx.db);
});

/** A signed-in student with the stage flag and, unless `values` is null, a stage. */
async function student(values: Partial<typeof stages.$inferInsert> | null = {}) {
  const { user, client } = await signIn(ctx, course());
  const enrolment = await enrolmentOf(ctx.db, user.id);
  let stage: StageRow | null = null;
  if (values !== null) {
    [stage = null] = await ctx.db
      .insert(stages)
      .values({ enrolmentId: enrolment.id, status: 6, ...values })
      .returning();
  }
  return { user, client, stage: stage as StageRow };
}

const storedFiles = () => listStoredFiles(ctx.dataDir);

/** Every rating of the midterm at `rating`, and a note. */
const midAnswers = (rating = '3', note = 'Tutto bene'): Record<string, string> => ({
  ...midtermRatings(rating),
  note,
});
const PREFERENCES_ANSWERS = {
  preferenzaGeografica: 'Liberta',
  Automunito: true,
  colloquio: false,
  Autonomo: true,
  tipologiaStruttura: ['Hotel', 'Ristorante', 'Laboratorio'],
  estero: true,
  lingueConosciute: 'Francese',
};
/** A filled CSCI form (section 3 "CSCI"). */
const CSCI_ANSWERS = {
  preferenzaGeografica: 'Liberta',
  Automunito__c: true,
  colloquioDidattico: false,
  alloggioAutonomo: true,
  autovalutazione: '3',
  note: 'Vicino a Bologna',
};
const formUrl = (form: string) => `/api/internship/forms/${form}`;
const draftUrl = (form: string) => `/api/internship/forms/${form}/draft`;

describe('access', () => {
  it('answers 401 to a visitor and 403 to a student without the stage flag, on every route', async () => {
    const anonymous = new TestClient(ctx.app);
    const { client: noFlag } = await signIn(ctx, course({ isActiveStage: false }));
    const calls = (client: TestClient) => [
      client.get('/api/internship'),
      client.get('/api/internship/documents/00000000-0000-4000-8000-000000000000'),
      client.put(draftUrl('midSurvey'), { answers: {} }),
      client.post(formUrl('midSurvey'), { answers: {} }),
      client.put('/api/internship/dossier', fileBody(PDF, 'dossier.pdf')),
    ];
    for (const res of await Promise.all(calls(anonymous))) expect(res.statusCode).toBe(401);
    for (const res of await Promise.all(calls(noFlag))) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('auth.forbidden');
    }
  });
});

describe('GET /api/internship/sample (the test pages, where TEST_PAGES is on)', () => {
  it("answers anyone a made-up stage with the three default forms read-only, nobody's data", async () => {
    const { stage } = await student({
      status: 7,
      hostCompany: 'Trattoria Reale Verdi',
      tutorName: 'Ada Tutor Verdi',
      tutorEmail: 'ada.verdi@example.com',
    });
    await ctx.settled();
    const before = ctx.queryCount();
    const res = await new TestClient(ctx.app).get('/api/internship/sample');
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.queryCount()).toBe(before);
    const sample = res.json();
    expect(sample).toMatchObject({
      status: 7,
      hasStage: true,
      sections: ['documents', 'preferences', 'destination', 'midSurvey', 'endOfStage'],
      documents: [],
      dossier: null,
      canUploadDossier: false,
    });
    for (const form of ['preferences', 'midSurvey', 'endSurvey'] as const) {
      expect(sample.forms[form]).toMatchObject({ editable: false, savedText: null, draft: null });
      expect(sample.forms[form].definition.length).toBeGreaterThan(0);
    }
    for (const secret of ['Trattoria Reale Verdi', 'Ada Tutor Verdi', 'ada.verdi@example.com', stage.id])
      expect(res.body).not.toContain(secret);
    // A signed-in student gets the same sample, never their own stage.
    const { client } = await student(null);
    expect((await client.get('/api/internship/sample')).json()).toEqual(sample);
  });

  it('is not there where the test pages are off', async () => {
    const off = await createTestApp({ env: { TEST_PAGES: 'false' } });
    try {
      const res = await new TestClient(off.app).get('/api/internship/sample');
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/internship', () => {
  it('answers status 99 and "no information" without a stage, or with a status below 0', async () => {
    const { client } = await student(null);
    const res = await client.get('/api/internship');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 99,
      hasStage: false,
      message: 'There is currently no information for your Internship',
      sections: [],
      openSection: null,
      documents: [],
      destination: null,
      forms: { preferences: null, midSurvey: null, endSurvey: null },
    });
    const { client: negative } = await student({ status: -3 });
    expect((await negative.get('/api/internship')).json()).toMatchObject({ status: 99, hasStage: false });
    // Nothing to change either.
    const refused = await client.put(draftUrl('midSurvey'), { answers: {} });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('internship.noStage');
  });

  it('shows the sections by status, cumulatively, with the open one (4 opens Documents, 5 Destination)', async () => {
    const expected: Record<number, string[]> = {
      0: ['documents'],
      1: ['documents', 'preferences'],
      2: ['documents', 'preferences'],
      3: ['documents', 'preferences', 'destination'],
      4: ['documents', 'preferences', 'destination'],
      5: ['documents', 'preferences', 'destination'],
      6: ['documents', 'preferences', 'destination', 'midSurvey'],
      7: ['documents', 'preferences', 'destination', 'midSurvey', 'endOfStage'],
      9: ['documents', 'preferences', 'destination', 'midSurvey', 'endOfStage'],
    };
    for (const [status, sections] of Object.entries(expected)) {
      const { client } = await student({ status: Number(status) });
      const body = (await client.get('/api/internship')).json();
      expect(body.sections, `status ${status}`).toEqual(sections);
      expect(body.sections).toEqual(stageSections(Number(status)));
      expect(body.openSection).toBe(initialOpenSection(Number(status)));
      expect(body.forms.preferences === null).toBe(!sections.includes('preferences'));
      expect(body.forms.midSurvey === null).toBe(!sections.includes('midSurvey'));
      expect(body.forms.endSurvey === null).toBe(!sections.includes('endOfStage'));
      expect(body.destination === null).toBe(!sections.includes('destination'));
    }
    const open = async (status: number) =>
      (await (await student({ status })).client.get('/api/internship')).json().openSection;
    expect(await open(4)).toBe('documents');
    expect(await open(5)).toBe('destination');
    expect(await open(6)).toBe('midSurvey');
  });

  it('gives the destination with its tutor, period and maps search link', async () => {
    const { client } = await student({
      status: 3,
      hostCompany: 'Ristorante Da Aldo',
      street: 'Via Roma 1',
      postalCode: '43121',
      city: 'Parma',
      state: 'PR',
      country: 'Italia',
      tutorName: 'Aldo Bianchi',
      tutorPhone: '+39333',
      tutorEmail: 'aldo@example.com',
      periodFrom: '2026-03-01',
      periodTo: '2026-05-31',
    });
    const { destination } = (await client.get('/api/internship')).json();
    expect(destination).toMatchObject({
      hostCompany: 'Ristorante Da Aldo',
      addressLine: 'Via Roma 1, 43121 Parma PR, Italia',
      tutor: { name: 'Aldo Bianchi', phone: '+39333', email: 'aldo@example.com' },
      periodFrom: '2026-03-01',
      periodTo: '2026-05-31',
    });
    expect(destination.mapUrl).toBe(mapsSearchUrl('Via Roma 1, 43121 Parma PR, Italia'));
  });

  it('reads each form from the edition, null definition when it is missing or unparsable ("Form non disponibile")', async () => {
    await ctx.db
      .update(courseEditionSurveys)
      .set({ midSurvey: null, endSurvey: 'not json' })
      .where(eq(courseEditionSurveys.productCode, EDITION));
    const { client } = await student({ status: 7 });
    const { forms } = (await client.get('/api/internship')).json();
    expect(forms.preferences.definition).toHaveLength(SURVEY_FORMS.preferences.length);
    expect(forms.preferences.editable).toBe(false);
    expect(forms.midSurvey).toMatchObject({ definition: null, editable: false });
    expect(forms.endSurvey).toMatchObject({ definition: null, editable: false });
    const res = await client.post(formUrl('midSurvey'), { answers: midAnswers() });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('internship.surveyUnavailable');
  });
});

describe('GET /api/internship/documents/:id', () => {
  async function document(stageId: string, values: Partial<typeof stageDocuments.$inferInsert> = {}) {
    const key = newStorageKey('documents');
    await ctx.app.storage.put(key, PDF, 'application/pdf');
    const [row] = await ctx.db
      .insert(stageDocuments)
      .values({
        stageId,
        name: 'Convenzione',
        documentType: 'Convenzione',
        storageKey: key,
        fileName: 'convenzione.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        published: true,
        ...values,
      })
      .returning();
    return row!;
  }

  it('lists the published documents and downloads them as attachments; unpublished, empty and others are 404', async () => {
    const { client, stage } = await student({ status: 0 });
    const own = await document(stage.id);
    const hidden = await document(stage.id, { name: 'Bozza', published: false });
    const empty = await document(stage.id, { name: 'Vuoto', storageKey: null });
    const { stage: otherStage } = await student({ status: 0 });
    const others = await document(otherStage.id);

    const body = (await client.get('/api/internship')).json();
    expect(body.documents.map((d: { id: string }) => d.id).sort()).toEqual([own.id, empty.id].sort());
    expect(body.documents.find((d: { id: string }) => d.id === own.id)).toMatchObject({
      name: 'Convenzione',
      documentType: 'Convenzione',
      downloadUrl: `/api/internship/documents/${own.id}`,
    });
    expect(body.fixedLinks.map((l: { label: string }) => l.label)).toEqual([
      'Modulo di Adesione',
      'FAQ Cliente',
    ]);

    const res = await client.get(`/api/internship/documents/${own.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);

    for (const id of [hidden.id, empty.id, others.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await client.get(`/api/internship/documents/${id}`);
      expect(refused.statusCode, id).toBe(404);
      expect(errorOf(refused).code).toBe('internship.documentNotFound');
    }
    expect((await client.get('/api/internship/documents/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('drafts', () => {
  it('saves the answers being typed and gives them back on another device', async () => {
    const { user, client, stage } = await student({ status: 6 });
    const draft = { organisation: '4', note: 'A metà' };
    const saved = await client.put(draftUrl('midSurvey'), { answers: draft });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ form: 'midSurvey', answers: draft });

    const other = new TestClient(ctx.app, '10.0.0.2');
    expect(
      (await other.post('/api/auth/login', { username: user.username, password: 'S3cret-pass!' })).statusCode,
    ).toBe(200);
    const { forms } = (await other.get('/api/internship')).json();
    expect(forms.midSurvey.draft).toMatchObject({ answers: draft });
    expect(forms.midSurvey.editable).toBe(true);

    // Saving again replaces it: one draft per form.
    await client.put(draftUrl('midSurvey'), { answers: { organisation: '5' } });
    const rows = await ctx.db.select().from(stageSurveyDrafts).where(eq(stageSurveyDrafts.stageId, stage.id));
    expect(rows.map((r) => r.answers)).toEqual([{ organisation: '5' }]);
  });

  it('refuses a draft of a form that is not editable, of unknown questions, too large, or with control characters', async () => {
    const { client, stage } = await student({ status: 6 });
    const closed = await client.put(draftUrl('preferences'), { answers: {} });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('internship.surveyNotEditable');
    expect((await client.put(draftUrl('endSurvey'), { answers: {} })).statusCode).toBe(409);

    const unknown = await client.put(draftUrl('midSurvey'), { answers: { nope: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ 'answers.nope': 'survey.unknownField' });

    const large = await client.put(draftUrl('midSurvey'), { answers: { note: 'x'.repeat(200_001) } });
    expect(large.statusCode).toBe(413);
    expect(errorOf(large).code).toBe('internship.draftTooLarge');

    const control = await client.put(draftUrl('midSurvey'), { answers: { note: 'a\u0000b' } });
    expect(control.statusCode).toBe(400);
    expect(errorOf(control).code).toBe('request.controlCharacters');

    expect((await client.put(draftUrl('other'), { answers: {} })).statusCode).toBe(400);
    expect((await client.put(draftUrl('midSurvey'), { answers: {}, extra: 1 })).statusCode).toBe(400);
    expect(
      await ctx.db.select().from(stageSurveyDrafts).where(eq(stageSurveyDrafts.stageId, stage.id)),
    ).toEqual([]);
  });
});

describe('POST /api/internship/forms/:form', () => {
  it('stores the saved and formatted texts, sets the completed flag, deletes the draft; then the form is read-only', async () => {
    const { client, stage } = await student({ status: 6 });
    await client.put(draftUrl('midSurvey'), { answers: { organisation: '2' } });
    const res = await client.post(formUrl('midSurvey'), { answers: midAnswers('4') });
    expect(res.statusCode, res.body).toBe(200);
    const text = serializeAnswers(MIDTERM, midAnswers('4'));
    expect(res.json().forms.midSurvey).toMatchObject({
      completed: true,
      editable: false,
      savedText: text,
      draft: null,
    });
    expect(res.json().forms.midSurvey.savedAnswers).toMatchObject({ organisation: '4', note: 'Tutto bene' });
    const row = await stageRow(ctx.db, stage.id);
    expect(row.midSurveyCompleted).toBe(true);
    expect(row.midSurveyAnswers).toBe(text);
    expect(row.midSurveyAnswersFormatted).toBe(text.replaceAll(';', ';\n'));
    expect(await ctx.db.select().from(stageSurveyDrafts)).toEqual([]);

    const again = await client.post(formUrl('midSurvey'), { answers: midAnswers('1') });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('internship.surveyCompleted');
    const draft = await client.put(draftUrl('midSurvey'), { answers: {} });
    expect(errorOf(draft).code).toBe('internship.surveyCompleted');
    expect((await stageRow(ctx.db, stage.id)).midSurveyAnswers).toBe(text);
  });

  it('refuses a form at the wrong status: preferences only at exactly 1, mid from 6, end from 7', async () => {
    for (const [status, form, answers] of [
      [0, 'preferences', PREFERENCES_ANSWERS],
      [3, 'preferences', PREFERENCES_ANSWERS],
      [5, 'midSurvey', midAnswers()],
      [6, 'endSurvey', {}],
    ] as const) {
      const { client, stage } = await student({ status });
      const res = await client.post(formUrl(form), { answers });
      expect(res.statusCode, `${form} at ${status}`).toBe(409);
      expect(errorOf(res).code).toBe('internship.surveyNotEditable');
      const row = await stageRow(ctx.db, stage.id);
      expect([row.preferencesCompleted, row.midSurveyCompleted, row.endSurveyCompleted]).toEqual([
        false,
        false,
        false,
      ]);
      expect(isSurveyEditable({ ...row }, form)).toBe(false);
    }
  });

  it('lets the preferences be sent at 1, and again while still 1', async () => {
    const { client, stage } = await student({ status: 1 });
    expect((await client.post(formUrl('preferences'), { answers: PREFERENCES_ANSWERS })).statusCode).toBe(
      200,
    );
    const second = await client.post(formUrl('preferences'), {
      answers: { ...PREFERENCES_ANSWERS, lingueConosciute: 'Spagnolo' },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().forms.preferences).toMatchObject({ completed: true, editable: true });
    const row = await stageRow(ctx.db, stage.id);
    expect(row.preferencesCompleted).toBe(true);
    expect(row.preferencesAnswers).toContain('lingueConosciute:Spagnolo');
    expect(row.preferencesAnswers).toContain('tipologiaStruttura:Hotel,Ristorante,Laboratorio');
    expect(row.preferencesAnswers).toContain('Automunito:Si;colloquio:No');
  });

  it("gives the student of a CSCI edition the CSCI form at the preferences step, and stores it; the generic form's answers are refused", async () => {
    const CSCI_EDITION = 'CSCI-2026A';
    await ctx.db.insert(courseEditionSurveys).values({
      productCode: CSCI_EDITION,
      preferences: SURVEY_FORMS.csci,
      midSurvey: SURVEY_FORMS.midterm,
      endSurvey: SURVEY_FORMS.endterm,
    });
    const { user, client } = await signIn(ctx, course(undefined, CSCI_EDITION));
    const enrolment = await enrolmentOf(ctx.db, user.id);
    const [stage] = await ctx.db.insert(stages).values({ enrolmentId: enrolment.id, status: 1 }).returning();

    const area = await client.get('/api/internship');
    expect(area.statusCode, area.body).toBe(200);
    expect(area.json().forms.preferences).toMatchObject({ editable: true, completed: false });
    expect(area.json().forms.preferences.definition).toEqual(surveyForm('csci'));

    const generic = await client.post(formUrl('preferences'), { answers: PREFERENCES_ANSWERS });
    expect(generic.statusCode).toBe(400);
    const outOfScale = await client.post(formUrl('preferences'), {
      answers: { ...CSCI_ANSWERS, autovalutazione: '6' },
    });
    expect(outOfScale.statusCode).toBe(400);
    expect(errorOf(outOfScale).fields).toMatchObject({ 'answers.autovalutazione': 'survey.invalid' });
    expect((await stageRow(ctx.db, stage!.id)).preferencesAnswers).toBeNull();

    const sent = await client.post(formUrl('preferences'), { answers: CSCI_ANSWERS });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().forms.preferences).toMatchObject({
      completed: true,
      savedAnswers: CSCI_ANSWERS,
    });
    const row = await stageRow(ctx.db, stage!.id);
    expect(row.preferencesCompleted).toBe(true);
    expect(row.preferencesAnswers).toBe(
      'preferenzaGeografica:Liberta;Automunito__c:Si;colloquioDidattico:No;alloggioAutonomo:Si;' +
        'autovalutazione:3;note:Vicino a Bologna',
    );
  });

  it('refuses unknown fields, values outside the options, missing answers and control characters; nothing stored', async () => {
    const { client, stage } = await student({ status: 6 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...midAnswers(), hacked: 'x' }, 'answers.hacked', 'survey.unknownField'],
      [{ ...midAnswers(), organisation: '6' }, 'answers.organisation', 'survey.invalid'],
      [{ ...midAnswers(), organisation: 3 }, 'answers.organisation', 'survey.invalid'],
      [{ ...midAnswers(), involvement: undefined }, 'answers.involvement', 'survey.required'],
      [{ ...midAnswers(), note: 'x'.repeat(81) }, 'answers.note', 'survey.tooLong'],
    ];
    for (const [answers, field, code] of cases) {
      const res = await client.post(formUrl('midSurvey'), { answers });
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
      expect(errorOf(res).fields?.[field], field).toBe(code);
    }
    const control = await client.post(formUrl('midSurvey'), { answers: midAnswers('3', 'riga\u0007') });
    expect(control.statusCode).toBe(400);
    expect(errorOf(control).code).toBe('request.controlCharacters');
    const line = await client.post(formUrl('midSurvey'), { answers: midAnswers('3', 'due\nrighe') });
    expect(line.statusCode).toBe(400);
    expect(errorOf(line).fields?.['answers.note']).toBe('survey.characters');
    expect((await client.post(formUrl('midSurvey'), { answers: [] })).statusCode).toBe(400);

    const row = await stageRow(ctx.db, stage.id);
    expect(row.midSurveyCompleted).toBe(false);
    expect(row.midSurveyAnswers).toBeNull();
  });

  it('stores one of two parallel submits; the other is 409', async () => {
    for (let round = 0; round < 3; round++) {
      const { client, stage } = await student({ status: 6 });
      const results = await Promise.all([
        client.post(formUrl('midSurvey'), { answers: midAnswers('1') }),
        client.post(formUrl('midSurvey'), { answers: midAnswers('5') }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorOf(results.find((r) => r.statusCode === 409)!).code).toBe('internship.surveyCompleted');
      const winner = results[0]!.statusCode === 200 ? '1' : '5';
      expect((await stageRow(ctx.db, stage.id)).midSurveyAnswers).toBe(
        serializeAnswers(MIDTERM, midAnswers(winner)),
      );
    }
  });

  it('negative control: the same check without the lock or the conditional update stores both', async () => {
    const { stage } = await student({ status: 6 });
    /**
     * Two requests that both read the row and pass the rule before either writes (what two
     * requests at once do on a busy server), held so on any database; then each writes.
     */
    const race = async (write: (rating: string) => Promise<boolean>) => {
      let arrived = 0;
      let release: () => void = () => {};
      const bothRead = new Promise<void>((resolve) => {
        release = resolve;
      });
      const submit = async (rating: string) => {
        const allowed = isSurveyEditable(await stageRow(ctx.db, stage.id), 'midSurvey');
        if (++arrived === 2) release();
        await bothRead;
        return allowed && (await write(rating));
      };
      return Promise.all([submit('1'), submit('5')]);
    };
    const naive = (rating: string) =>
      ctx.db
        .update(stages)
        .set({ midSurveyCompleted: true, midSurveyAnswers: serializeAnswers(MIDTERM, midAnswers(rating)) })
        .where(eq(stages.id, stage.id))
        .returning({ id: stages.id })
        .then((rows) => rows.length === 1);
    expect(await race(naive)).toEqual([true, true]);

    // The service's conditional update, in the same race, stores one.
    await ctx.db.update(stages).set({ midSurveyCompleted: false }).where(eq(stages.id, stage.id));
    const guarded = (rating: string) =>
      storeSurvey(ctx.db, stage.id, 'midSurvey', { text: rating, formatted: rating });
    expect((await race(guarded)).sort()).toEqual([false, true]);
  });
});

describe('PUT /api/internship/dossier', () => {
  it('stores a pdf at End of Stage, replaces it with another file (the old one deleted), and shows it', async () => {
    const { client, stage } = await student({ status: 7, examStartDate: demoDay(10) });
    const first = await client.put('/api/internship/dossier', fileBody(PDF, 'dossier.pdf'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      dossier: { fileName: 'dossier.pdf', size: PDF.length },
      dossierLocked: false,
      canUploadDossier: true,
    });
    const firstKey = (await stageRow(ctx.db, stage.id)).dossierStorageKey;
    expect(await storedFiles()).toHaveLength(1);

    const second = await client.put('/api/internship/dossier', fileBody(PDF, 'dossier-v2.pdf'));
    expect(second.statusCode).toBe(200);
    expect(second.json().dossier.fileName).toBe('dossier-v2.pdf');
    const row = await stageRow(ctx.db, stage.id);
    expect(row.dossierStorageKey).not.toBe(firstKey);
    expect(await storedFiles()).toHaveLength(1);
    expect(await ctx.app.storage.get(firstKey!)).toBeNull();
  });

  it('refuses other types and files over 4,718,592 bytes with the stage texts, storing nothing', async () => {
    const { client, stage } = await student({ status: 7 });
    const exe = await client.put('/api/internship/dossier', fileBody(EXE, 'dossier.exe'));
    expect(exe.statusCode).toBe(400);
    expect(errorOf(exe).code).toBe('upload.typeNotAllowed');
    const disguised = await client.put('/api/internship/dossier', fileBody(EXE, 'dossier.pdf'));
    expect(disguised.statusCode).toBe(400);
    expect(errorOf(disguised).code).toBe('upload.contentMismatch');
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length, 32)]);
    const tooLarge = await client.put('/api/internship/dossier', fileBody(big, 'dossier.pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).code).toBe('upload.tooLarge');
    expect((tooLarge.json() as { error: { message: string } }).error.message).toBe(
      'File size exceeded the size limit',
    );
    const empty = await client.put('/api/internship/dossier', { fileName: 'dossier.pdf', contentBase64: '' });
    expect(empty.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
    expect((await stageRow(ctx.db, stage.id)).dossierStorageKey).toBeNull();
  });

  it('is locked once the exam start date is past (the day itself still open), and closed before End of Stage', async () => {
    const { client: today } = await student({ status: 7, examStartDate: demoDay(0) });
    expect((await today.put('/api/internship/dossier', fileBody(PDF, 'a.pdf'))).statusCode).toBe(200);

    const { client, stage } = await student({ status: 7, examStartDate: demoDay(-1) });
    const view = (await client.get('/api/internship')).json();
    expect(view).toMatchObject({ dossierLocked: true, canUploadDossier: false, dossier: null });
    const locked = await client.put('/api/internship/dossier', fileBody(PDF, 'b.pdf'));
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked).code).toBe('internship.dossierLocked');
    expect((await stageRow(ctx.db, stage.id)).dossierStorageKey).toBeNull();

    const { client: early } = await student({ status: 6 });
    const closed = await early.put('/api/internship/dossier', fileBody(PDF, 'c.pdf'));
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('internship.dossierNotOpen');
    expect(await storedFiles()).toHaveLength(1);
  });
});
