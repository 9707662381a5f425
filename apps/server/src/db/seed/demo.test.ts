import { computeAccess } from '@school/domain/access/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { users } from '../schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db);
});
afterAll(() => ctx.close());

async function accessOf(username: string) {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', { username, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return computeAccess(res.json().user.subject, 'it');
}

describe('demo data', () => {
  it('is seeded once (idempotent)', async () => {
    const before = await ctx.db.select().from(users);
    expect(await seedDemo(ctx.db)).toBe(false);
    expect(await ctx.db.select().from(users)).toHaveLength(before.length);
  });

  it('has a student with housing, shop, doors, bookings and exams enabled', async () => {
    expect(await accessOf(DEMO_USERS.studente)).toMatchObject({
      priceTier: 2,
      canSeeHousing: true,
      isShopVisible: true,
      isTopUpVisible: true,
      canOpenDoors: true,
      areBookingsEnabled: true,
      areExamsEnabled: true,
      isStageVisible: true,
      hasExtendedData: true,
      showsSurveyLink: true,
    });
  });

  it('has one account per category with the expected access', async () => {
    expect(await accessOf(DEMO_USERS.candidato)).toMatchObject({
      canSeeCandidateArea: true,
      hasExtendedData: true,
      priceTier: 0,
    });
    expect(await accessOf(DEMO_USERS.diplomato)).toMatchObject({
      hasExtendedData: true,
      priceTier: 1,
      canSeeCandidateArea: false,
    });
    expect(await accessOf(DEMO_USERS.dipendente)).toMatchObject({
      canOpenDoors: true,
      priceTier: 3,
      areBookingsEnabled: true,
      hasExtendedData: false,
    });
    expect(await accessOf(DEMO_USERS.insegnante)).toMatchObject({
      areBookingsEnabled: true,
      hasExtendedData: false,
      priceTier: 0,
    });
    expect(await accessOf(DEMO_USERS.esterno)).toMatchObject({
      isShopVisible: true,
      priceTier: 1,
      hasExtendedData: false,
    });
  });

  it('has a blocked user who cannot log in', async () => {
    const res = await new TestClient(ctx.app).post('/api/auth/login', {
      username: DEMO_USERS.bloccato,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('auth.blocked');
  });
});
