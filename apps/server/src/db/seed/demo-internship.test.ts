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
    expect(body.documents).toHaveLength(2);
    for (const document of body.documents) {
      const file = await client.get(document.downloadUrl);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('shows Marco the preferences open and Giulia no information', async () => {
    const marco = (await (await signedIn(DEMO_USERS.studente3)).get('/api/internship')).json();
    expect(marco).toMatchObject({ status: 1, forms: { preferences: { editable: true, completed: false } } });
    const giulia = (await (await signedIn(DEMO_USERS.studente2)).get('/api/internship')).json();
    expect(giulia).toMatchObject({ status: 99, hasStage: false });
  });
});
