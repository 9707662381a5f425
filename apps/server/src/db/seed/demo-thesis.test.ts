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
const luca = () => signedIn(DEMO_USERS.studente);

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
    // The intermediate exam was held: locked.
    expect(intermediate.locked).toBe(true);
  });

  it('shows Marco a final thesis over budget and a locked intermediate one', async () => {
    const client = await signedIn(DEMO_USERS.studente3);
    const final = (await client.get('/api/thesis/final')).json();
    expect(final).toMatchObject({ totalCents: 15_275, budgetCents: 15_000, overBudget: true, locked: false });
    const intermediate = (await client.get('/api/thesis/intermediate')).json();
    expect(intermediate).toMatchObject({
      totalCents: 572,
      overBudget: false,
      locked: true,
      canAddDish: false,
    });
  });

  it('gives the console the theses of the demo edition, their totals and the shopping list', async () => {
    const staff = await signedIn(DEMO_USERS.dipendente);
    const edition = (await staff.get('/api/staff/thesis/editions/CUCINA-2026B')).json();
    expect(edition.exams.map((e: { slug: string; locked: boolean }) => [e.slug, e.locked])).toEqual([
      ['intermediate', true],
      ['final', false],
    ]);
    const final = (await staff.get('/api/staff/thesis/editions/CUCINA-2026B/exams/final/theses')).json();
    expect(
      final.items.map((t: { student: { firstName: string }; totalCents: number; overBudget: boolean }) => [
        t.student.firstName,
        t.totalCents,
        t.overBudget,
      ]),
    ).toEqual([
      ['Marco', 15_275, true],
      ['Luca', 4216, false],
    ]);
    const list = (
      await staff.get('/api/staff/thesis/editions/CUCINA-2026B/exams/final/shopping-list')
    ).json();
    expect(list.totalCents).toBe(15_275 + 4216);
    const catalogue = (await staff.get('/api/staff/thesis/catalogue?pageSize=100')).json();
    expect(catalogue.total).toBeGreaterThanOrEqual(75);
  });

  it('offers the pickers ~60 ingredients and ~15 pieces of equipment in categories', async () => {
    const client = await luca();
    const categories = (await client.get('/api/thesis/catalogue/categories?kind=ingredient')).json()
      .categories;
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const ingredients = (await client.get('/api/thesis/catalogue/items?kind=ingredient')).json().items;
    expect(ingredients.length).toBe(50);
    const equipment = (await client.get('/api/thesis/catalogue/items?kind=equipment')).json().items;
    expect(equipment.length).toBeGreaterThanOrEqual(15);
  });
});
