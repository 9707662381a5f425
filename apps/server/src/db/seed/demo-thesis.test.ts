import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, { storage: ctx.app.storage, dataDir: ctx.dataDir });
});
afterAll(() => ctx.close());

async function luca() {
  const client = new TestClient(ctx.app);
  const res = await client.post('/api/auth/login', {
    username: DEMO_USERS.studente,
    password: DEMO_PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  return client;
}

describe('demo thesis', () => {
  it("shows Luca both exams and his final thesis: two dishes under budget, totals from the catalogue's costs", async () => {
    const client = await luca();
    const exams = (await client.get('/api/thesis/exams')).json();
    expect(exams.exams.map((e: { slug: string }) => e.slug)).toEqual(['intermediate', 'final']);
    const res = await client.get('/api/thesis/final');
    expect(res.statusCode, res.body).toBe(200);
    const thesis = res.json();
    expect(thesis).toMatchObject({
      name: 'tesi',
      locked: false,
      canAddDish: true,
      budgetCents: 15_000,
      totalCents: 4216,
      overBudget: false,
    });
    expect(thesis.dishes.map((d: { totalCents: number }) => d.totalCents)).toEqual([1803, 2413]);
    // The intermediate thesis is created on his first read, with its one dish.
    const intermediate = (await client.get('/api/thesis/intermediate')).json();
    expect(intermediate.dishes.map((d: { name: string }) => d.name)).toEqual(['Piatto intermedio 1']);
  });

  it('offers the pickers ~40 ingredients and ~15 pieces of equipment in categories', async () => {
    const client = await luca();
    const categories = (await client.get('/api/thesis/catalogue/categories?kind=ingredient')).json()
      .categories;
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const ingredients = (await client.get('/api/thesis/catalogue/items?kind=ingredient')).json().items;
    expect(ingredients.length).toBeGreaterThanOrEqual(40);
    const equipment = (await client.get('/api/thesis/catalogue/items?kind=equipment')).json().items;
    expect(equipment.length).toBeGreaterThanOrEqual(15);
  });
});
