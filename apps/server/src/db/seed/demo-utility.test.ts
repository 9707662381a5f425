import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
});
afterAll(() => ctx.close());

async function signIn(username: string) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return client;
}

describe('demo Utility', () => {
  it('gives Luca his badge number, PIN, course and exam lockers and two books', async () => {
    const res = await (await signIn(DEMO_USERS.studente)).get('/api/utility');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      registrationNumber: 'S2026001',
      pin: '4821',
      enrolment: { name: 'Corso Superiore di Cucina Italiana 2026B' },
      courseLocker: { name: '112', freeFrom: '2027-07-31' },
      examLocker: { name: 'E-07', freeFrom: '2027-06-30' },
    });
    expect(res.json().books).toHaveLength(2);
  });

  it('lets the demo employee keep them in the console', async () => {
    const staff = await signIn(DEMO_USERS.dipendente);
    const list = await staff.get('/api/staff/utility/enrolments?search=S2026001');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ courseLocker: '112', examLocker: 'E-07', books: 2 }),
    ]);
  });
});
