import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

async function signedIn(): Promise<TestClient> {
  const user = await createUser(ctx.db, {
    categories: ['Studente'],
    enrolments: [
      { kind: 'course', isActive: true, hasExams: true },
      { kind: 'housing', isActiveHousing: true },
    ],
  });
  const client = new TestClient(ctx.app);
  const login = await client.post('/api/auth/login', { username: user.username, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return client;
}

/** Statements the database received while `request` ran. */
async function queriesOf(request: () => Promise<unknown>): Promise<number> {
  await ctx.settled();
  const before = ctx.queryCount();
  await request();
  return ctx.queryCount() - before;
}

describe('GET /api/me, the hot path of every signed-in page', () => {
  it('reads the session, the user and the enrolments in one statement', async () => {
    const client = await signedIn();
    let body: unknown;
    const queries = await queriesOf(async () => {
      body = (await client.get('/api/me')).json();
    });
    expect(queries).toBe(1);
    const { user } = body as {
      user: { subject: { categories: string[]; enrolments: Array<{ kind: string }> } };
    };
    expect(user.subject.categories).toEqual(['Studente']);
    expect(user.subject.enrolments.map((e) => e.kind)).toEqual(['course', 'housing']);
  });

  it('sends nothing to the database for a visitor', async () => {
    const client = new TestClient(ctx.app);
    expect(await queriesOf(() => client.get('/api/me'))).toBe(0);
  });

  it('answers null once the session is gone, without a second statement', async () => {
    const client = await signedIn();
    await client.post('/api/auth/logout');
    client.setCookie('sid', 'x'.repeat(43));
    let body: unknown;
    const queries = await queriesOf(async () => {
      body = (await client.get('/api/me')).json();
    });
    expect(body).toEqual({ user: null });
    expect(queries).toBe(1);
  });
});
