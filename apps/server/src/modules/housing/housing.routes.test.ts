import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrolments, housingStays } from '../../db/schema/index.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const STAY = {
  apartmentName: 'Appartamento Reggia 3',
  apartmentAddress: 'Via Roma 1, 43052 Colorno (PR)',
  checkInDate: '2026-09-01',
  checkInTime: '15:00',
  checkOutDate: '2027-06-30',
  checkOutTime: '10:00',
};

const COURSE = { name: 'Corso Superiore di Cucina Italiana 2026B', kind: 'course' as const, isActive: true };

/** A student with a course and, unless told otherwise, an active housing contract. */
async function student(housing: Partial<typeof enrolments.$inferInsert> | null = {}) {
  const contractSeed = {
    name: 'Housing Colorno 2026B',
    kind: 'housing' as const,
    isActive: true,
    isActiveHousing: true,
  };
  const seeds = housing ? [COURSE, { ...contractSeed, ...housing }] : [COURSE];
  const signed = await signIn(ctx, { categories: ['Studente'], enrolments: seeds });
  const rows = await ctx.db.select().from(enrolments).where(eq(enrolments.userId, signed.user.id));
  return { ...signed, contract: rows.find((r) => r.kind === 'housing') ?? null };
}

async function assign(enrolmentId: string, values: Partial<typeof STAY> = {}) {
  const [row] = await ctx.db
    .insert(housingStays)
    .values({ enrolmentId, ...STAY, ...values })
    .returning();
  if (!row) throw new Error('no stay');
  return row;
}

describe('GET /api/housing', () => {
  it('gives the stay of the active housing contract', async () => {
    const { client, contract } = await student();
    await assign(contract?.id ?? '');
    const res = await client.get('/api/housing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ contractName: 'Housing Colorno 2026B', ...STAY });
  });

  it('answers 404 housing.notAssigned while the contract has no stay', async () => {
    const { client } = await student();
    const res = await client.get('/api/housing');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('housing.notAssigned');
  });

  it('answers 401 to a visitor', async () => {
    const res = await new TestClient(ctx.app).get('/api/housing');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('auth.required');
  });

  it('answers 403 without an active housing contract: none, an inactive one, or an employee', async () => {
    const withoutHousing = await student(null);
    const inactive = await student({ isActiveHousing: false });
    await assign(inactive.contract?.id ?? '');
    const employee = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Segreteria'] });
    for (const { client } of [withoutHousing, inactive, employee]) {
      const res = await client.get('/api/housing');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('auth.forbidden');
    }
  });

  it("never gives another person's stay: each reads their own, and a contract without a stay is 404 even when others have one", async () => {
    const luca = await student();
    const giulia = await student();
    await assign(luca.contract?.id ?? '', { apartmentName: 'Reggia 3' });
    expect((await luca.client.get('/api/housing')).json().apartmentName).toBe('Reggia 3');
    expect((await giulia.client.get('/api/housing')).statusCode).toBe(404);
    await assign(giulia.contract?.id ?? '', { apartmentName: 'Reggia 5' });
    expect((await giulia.client.get('/api/housing')).json().apartmentName).toBe('Reggia 5');
    expect((await luca.client.get('/api/housing')).json().apartmentName).toBe('Reggia 3');
  });

  it('refuses a control character in the query with 400', async () => {
    const { client } = await student();
    const res = await client.get('/api/housing?x=%00');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.controlCharacters');
  });
});
