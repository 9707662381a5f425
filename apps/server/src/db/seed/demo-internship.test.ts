import { surveyForm } from '@school/domain/survey/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
});
afterAll(() => ctx.close());

async function signedIn(username: string) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return client;
}

describe('demo internship', () => {
  it('shows Luca at the mid survey: preferences sent, destination, two documents with their PDFs', async () => {
    const client = await signedIn(DEMO_USERS.studente);
    const res = await client.get('/api/internship');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 6,
      openSection: 'midSurvey',
      destination: { hostCompany: 'Ristorante Da Aldo', tutor: { name: 'Aldo Bianchi' } },
      forms: {
        preferences: { completed: true, editable: false },
        midSurvey: { completed: false, editable: true },
        endSurvey: null,
      },
    });
    expect(body.forms.preferences.savedAnswers.lingueConosciute).toBe('Inglese');
    expect(body.forms.midSurvey.definition.length).toBeGreaterThan(10);
    // The stage's two documents and the one published to every stage of the edition.
    expect(body.documents.map((d: { name: string }) => d.name).sort()).toEqual([
      'Convenzione di stage',
      'Progetto formativo',
      'Regolamento dello stage',
    ]);
    for (const document of body.documents) {
      const file = await client.get(document.downloadUrl);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("gives the staff board every status of the edition, the answers summary and the tutors' evaluations", async () => {
    const staff = await signedIn(DEMO_USERS.dipendente);
    const board = (await staff.get(`/api/staff/internship/stages?edition=CUCINA-2026B`)).json();
    const statuses = board.items
      .map((r: { status: number }) => r.status)
      .sort((a: number, b: number) => a - b);
    expect(statuses).toEqual([0, 1, 3, 6, 7, 7, 99]);
    const chiara = board.items.find((r: { student: { lastName: string } }) => r.student.lastName === 'Galli');
    expect(chiara).toMatchObject({
      hostCompany: 'Trattoria La Buca di Bacco',
      formsCompleted: { preferences: true, midSurvey: true, endSurvey: true },
      hasDossier: true,
    });
    const stage = (await staff.get(`/api/staff/internship/stages/${chiara.stageId}`)).json();
    expect(stage.evaluation).toMatchObject({ state: 'submitted', answers: { overall: '5' } });
    const dossier = await staff.get(stage.dossier.url);
    expect(dossier.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const davide = board.items.find(
      (r: { student: { lastName: string } }) => r.student.lastName === 'Marchetti',
    );
    expect(davide.formsCompleted.endSurvey).toBe(false);
    expect(
      (await staff.get(`/api/staff/internship/stages/${davide.stageId}`)).json().evaluation,
    ).toMatchObject({
      state: 'open',
      answers: null,
    });
    const mid = (await staff.get('/api/staff/internship/editions/CUCINA-2026B/answers/midSurvey')).json();
    expect(mid.rows).toHaveLength(2);
    expect(mid.summary.find((q: { fieldName: string }) => q.fieldName === 'organisation').average).toBe(4);
  });

  it('shows Marco the preferences open and Giulia no information', async () => {
    const marco = (await (await signedIn(DEMO_USERS.studente3)).get('/api/internship')).json();
    expect(marco).toMatchObject({ status: 1, forms: { preferences: { editable: true, completed: false } } });
    const giulia = (await (await signedIn(DEMO_USERS.studente2)).get('/api/internship')).json();
    expect(giulia).toMatchObject({ status: 99, hasStage: false });
  });

  it('gives Giorgia (CSCI-2026A) the CSCI form and Amy (ICPU2-2026A, English) the ICPU2 form, open at the preferences step', async () => {
    for (const [username, form] of [
      ['giorgia.moretti@demo.alma.it', 'csci'],
      ['amy.walker@demo.alma.it', 'icpu2'],
    ] as const) {
      const res = await (await signedIn(username)).get('/api/internship');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 1,
        forms: { preferences: { editable: true, completed: false } },
      });
      expect(res.json().forms.preferences.definition).toEqual(surveyForm(form));
    }
    const staff = await signedIn(DEMO_USERS.dipendente);
    for (const [edition, form] of [
      ['CSCI-2026A', 'csci'],
      ['ICPU2-2026A', 'icpu2'],
      ['CUCINA-2026B', 'preferences'],
    ] as const) {
      const definitions = (await staff.get(`/api/staff/internship/editions/${edition}/surveys`)).json();
      expect(definitions.forms[0]).toMatchObject({
        form: 'preferences',
        currentForm: form,
        defaultForm: form,
      });
    }
  });
});
