import { brotliDecompressSync } from 'node:zlib';
import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import { dishProblems, dishTotalCents } from '@school/domain/thesis/dishes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ThesisCatalogueItemRow,
  theses,
  thesisCatalogueItems,
  thesisConditions,
  thesisDishes,
  thesisDishLines,
} from '../../db/schema/index.ts';
import { demoDay } from '../../db/seed/demo-candidates.ts';
import { allArrived } from '../../test/all-arrived.ts';
import { EXE, errorOf, fileBody, JPEG, PDF, signIn } from '../../test/application-fixtures.ts';
import { storedFiles as listStoredFiles } from '../../test/stored-files.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import {
  BUTTER,
  course,
  dish,
  EDITION,
  EGGS,
  ingredient,
  type Line,
  PAN,
  RICE,
  seedThesisCatalogue,
} from '../../test/thesis-fixtures.ts';
import { listLines, replaceLines } from './thesis.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let rice: ThesisCatalogueItemRow;
let butter: ThesisCatalogueItemRow;
let eggs: ThesisCatalogueItemRow;
let truffle: ThesisCatalogueItemRow;
let pan: ThesisCatalogueItemRow;

beforeEach(async () => {
  await ctx.reset();
  [rice, butter, eggs, truffle, pan] = await seedThesisCatalogue(ctx.db, [
    { ...RICE, category: 'Farine e cereali', costCents: 400 },
    BUTTER,
    EGGS,
    {
      kind: 'ingredient',
      category: 'Latticini',
      name: 'Tartufo offerto',
      code: 'T1',
      units: ['KG'],
      costCents: 500_000,
      ignoreCost: true,
    },
    { ...PAN, costCents: 9000 },
  ]);
});

async function conditions(values: Partial<typeof thesisConditions.$inferInsert> = {}) {
  await ctx.db.insert(thesisConditions).values({
    productCode: EDITION,
    examType: 'Esame Finale',
    budgetCents: 1000,
    numberOfDishes: 2,
    dishBaseName: 'Piatto',
    dishTypes: ['Primo', 'Secondo'],
    ...values,
  });
}

const student = () => signIn(ctx, course({ isActiveThesis: true }));

type Thesis = {
  id: string;
  totalCents: number;
  overBudget: boolean;
  locked: boolean;
  canAddDish: boolean;
  thesisFile: { fileName: string } | null;
  dishes: Array<{ id: string; name: string; totalCents: number; lines: Array<Record<string, unknown>> }>;
};
async function openThesis(client: TestClient): Promise<Thesis> {
  const res = await client.get('/api/thesis/final');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const dishUrl = (id: string) => `/api/thesis/dishes/${id}`;
const storedLines = () => ctx.db.select().from(thesisDishLines);

describe('thesis — access: the course enrolment’s thesis flags', () => {
  it('401 for a visitor, 403 without a thesis flag or for the other exam; nothing written', async () => {
    await conditions();
    const id = '6f1c4a52-8d0e-4a57-9a1b-2f3c4d5e6f70';
    const calls = (client: TestClient) => [
      client.get('/api/thesis/exams'),
      client.get('/api/thesis/final'),
      client.post('/api/thesis/final/dishes'),
      client.put(dishUrl(id), dish([])),
      client.delete(dishUrl(id)),
      client.get('/api/thesis/catalogue/categories?kind=ingredient'),
      client.get('/api/thesis/catalogue/items?kind=ingredient'),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('auth.required');
    }
    const refused = [
      course({}),
      { categories: ['Studente' as const] },
      { categories: ['Dipendente' as const], webappPermissions: ['Didattica'] },
      {
        categories: ['Studente' as const],
        enrolments: [
          // The flag on another course than the active one: the active course decides.
          { kind: 'course' as const, isActive: true, productCode: EDITION },
          { kind: 'course' as const, isActive: false, productCode: EDITION, isActiveThesis: true },
        ],
      },
    ];
    for (const values of refused) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode, JSON.stringify(values)).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    // The intermediate flag alone opens the intermediate exam, not the final one.
    const { client } = await signIn(ctx, course({ isActiveIntermediateThesis: true }));
    for (const res of [
      await client.get('/api/thesis/final'),
      await client.post('/api/thesis/final/dishes'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await ctx.db.select().from(theses)).toEqual([]);
  });

  it('GET /api/thesis/exams lists the exams of the flags, and opens the final one by itself when the edition has one thesis', async () => {
    await conditions();
    const both = await signIn(ctx, course({ isActiveThesis: true, isActiveIntermediateThesis: true }));
    expect((await both.client.get('/api/thesis/exams')).json()).toEqual({
      exams: [
        { slug: 'intermediate', examType: 'Esame Intermedio', name: 'tesi intermedia' },
        { slug: 'final', examType: 'Esame Finale', name: 'tesi' },
      ],
      openAutomatically: 'final',
    });
    const intermediate = await signIn(ctx, course({ isActiveIntermediateThesis: true }));
    expect((await intermediate.client.get('/api/thesis/exams')).json()).toEqual({
      exams: [{ slug: 'intermediate', examType: 'Esame Intermedio', name: 'tesi intermedia' }],
      openAutomatically: null,
    });
    await conditions({ examType: 'Esame Intermedio' });
    expect((await both.client.get('/api/thesis/exams')).json().openAutomatically).toBeNull();
  });
});

describe('GET /api/thesis/:exam', () => {
  it('creates the thesis on the first read with its dishes up to the number asked, once even for reads at once', async () => {
    await conditions();
    const { client } = await student();
    const reads = await Promise.all([1, 2, 3].map(() => client.get('/api/thesis/final')));
    for (const res of reads) expect(res.statusCode, res.body).toBe(200);
    const thesis = reads[0]?.json();
    expect(thesis).toMatchObject({
      slug: 'final',
      examType: 'Esame Finale',
      name: 'tesi',
      conditions: { budgetCents: 1000, numberOfDishes: 2, dishTypes: ['Primo', 'Secondo'] },
      locked: false,
      canAddDish: true,
      totalCents: 0,
      budgetCents: 1000,
      overBudget: false,
    });
    expect(thesis.dishes.map((d: { name: string }) => d.name)).toEqual(['Piatto 1', 'Piatto 2']);
    expect(await ctx.db.select().from(theses)).toHaveLength(1);
    expect(await ctx.db.select().from(thesisDishes)).toHaveLength(2);
    await openThesis(client);
    expect(await ctx.db.select().from(thesisDishes)).toHaveLength(2);
  });

  it('without conditions: the thesis with none (conditions missing), no dishes, no add-dish; adding answers thesis.conditionsMissing', async () => {
    const { client } = await student();
    const thesis = await openThesis(client);
    expect(thesis).toMatchObject({ conditions: null, dishes: [], canAddDish: false, budgetCents: null });
    const add = await client.post('/api/thesis/final/dishes');
    expect(add.statusCode).toBe(409);
    expect(errorOf(add)).toMatchObject({
      code: 'thesis.conditionsMissing',
      message: "Errore non gestito, contattare l'assistenza.",
    });
  });

  it('refuses an unknown exam in the address', async () => {
    const { client } = await student();
    for (const exam of ['Esame%20Finale', 'other', 'FINAL']) {
      const res = await client.get(`/api/thesis/${exam}`);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
    }
  });
});

describe('PUT /api/thesis/dishes/:id', () => {
  it('saves the dish and computes every cost from the catalogue: quantities in thousandths, ignore-cost and equipment without cost', async () => {
    await conditions();
    const { client } = await student();
    const [first] = (await openThesis(client)).dishes;
    const res = await client.put(
      dishUrl(first!.id),
      dish([
        ingredient(rice, 0.333),
        ingredient(butter, 0.05, 'kg', 'Burro per mantecare'),
        ingredient(truffle, 1, 'KG', 'Tartufo'),
        ingredient(eggs, 2, 'NR', 'Uova'),
        { type: 'Attrezzatura', productId: pan.id, note: 'Casseruola', unit: 'NR', quantity: 1 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().dishes[0];
    expect(saved).toMatchObject({ name: 'RISOTTO', description: 'RISO MANTECATO', dishType: 'Primo' });
    // 0.333 × 4,00 = 1,332 → 1,33; 0.05 × 10,00 = 0,50; the truffle ignores its cost; 2 × 0,35 = 0,70.
    expect(saved.lines.map((l: { costCents: number | null }) => l.costCents)).toEqual([
      133,
      50,
      null,
      70,
      null,
    ]);
    expect(saved.lines[0]).toMatchObject({
      quantity: 0.333,
      quantityThousandths: 333,
      unitCostCents: 400,
      code: 'R1',
      category: 'Farine e cereali',
      units: ['KG'],
      name: 'Riso',
    });
    expect(saved.totalCents).toBe(253);
    expect(res.json()).toMatchObject({ totalCents: 253, overBudget: false });
    const rows = await storedLines();
    expect(rows.map((r) => r.quantityThousandths).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      50, 333, 1000, 1000, 2000,
    ]);

    // A cost changed in the catalogue changes the totals on the next read: nothing was stored from input.
    await ctx.db
      .update(thesisCatalogueItems)
      .set({ costCents: 800 })
      .where(eq(thesisCatalogueItems.id, rice.id));
    expect((await openThesis(client)).totalCents).toBe(266 + 50 + 70);
  });

  it('refuses forged costs and totals (the schema is strict): 400, nothing stored', async () => {
    await conditions();
    const { client } = await student();
    const [first] = (await openThesis(client)).dishes;
    const forged = [
      dish([{ ...ingredient(rice, 1), costCents: 0 } as Line]),
      dish([{ ...ingredient(rice, 1), unitCostCents: 0 } as Line]),
      dish([{ ...ingredient(rice, 1), ignoreCost: true } as Line]),
      dish([ingredient(rice, 1)], { totalCents: 0 }),
    ];
    for (const body of forged) {
      const res = await client.put(dishUrl(first!.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
    }
    expect(await storedLines()).toEqual([]);
  });

  it('over budget: 409 thesis.overBudget ("Fuori Budget") and nothing stored; exactly the budget is saved', async () => {
    await conditions();
    const { client } = await student();
    const [first, second] = (await openThesis(client)).dishes;
    expect((await client.put(dishUrl(second!.id), dish([ingredient(butter, 0.5)]))).statusCode).toBe(200);
    // 500 + 2.0 × 400 = 1300 > 1000.
    const over = await client.put(dishUrl(first!.id), dish([ingredient(rice, 2)], { name: 'Nuovo nome' }));
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).code).toBe('thesis.overBudget');
    const after = await openThesis(client);
    expect(after.dishes[0]).toMatchObject({ name: 'Piatto 1', lines: [] });
    expect(after.totalCents).toBe(500);
    // 500 + 1.25 × 400 = 1000: exactly the budget.
    const exact = await client.put(dishUrl(first!.id), dish([ingredient(rice, 1.25)]));
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ totalCents: 1000, overBudget: false });
  });

  it('after the lock date: 409 thesis.editsLocked on save, add and delete; the lock day itself is open', async () => {
    await conditions({ lockDate: demoDay(0), numberOfDishes: 1 });
    const { client } = await student();
    const [first] = (await openThesis(client)).dishes;
    expect((await client.put(dishUrl(first!.id), dish([ingredient(rice, 1)]))).statusCode).toBe(200);
    const added = await client.post('/api/thesis/final/dishes');
    expect(added.statusCode).toBe(200);
    const extra = added.json().dishes[1];

    await ctx.db.update(thesisConditions).set({ lockDate: demoDay(-1) });
    const thesis = await openThesis(client);
    expect(thesis).toMatchObject({ locked: true, canAddDish: false });
    for (const res of [
      await client.put(dishUrl(first!.id), dish([ingredient(rice, 2)])),
      await client.post('/api/thesis/final/dishes'),
      await client.delete(dishUrl(extra.id)),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).code).toBe('thesis.editsLocked');
    }
    const rows = await storedLines();
    expect(rows.map((r) => r.quantityThousandths)).toEqual([1000]);
    expect(await ctx.db.select().from(thesisDishes)).toHaveLength(2);
  });

  it('refuses strings, negative, zero, fractional NR and over-precise quantities, bad texts, types and products: 400 with a code per field, nothing stored', async () => {
    await conditions();
    const { client } = await student();
    const [first] = (await openThesis(client)).dishes;
    const cases: Array<[unknown, string, string]> = [
      [dish([ingredient(rice, '1')]), 'lines.0.quantity', 'thesis.quantityInvalid'],
      [dish([ingredient(rice, -1)]), 'lines.0.quantity', 'thesis.QuantitaPositiva'],
      [dish([ingredient(rice, 0)]), 'lines.0.quantity', 'thesis.QuantitaPositiva'],
      [dish([ingredient(rice, 0.0001)]), 'lines.0.quantity', 'thesis.quantityDecimals'],
      [dish([ingredient(rice, 1e9)]), 'lines.0.quantity', 'thesis.quantityTooLarge'],
      [dish([ingredient(eggs, 1.5, 'NR')]), 'lines.0.quantity', 'thesis.QuantitaIntera'],
      [dish([ingredient(rice, null)]), 'lines.0.quantity', 'thesis.quantityMissing'],
      [dish([ingredient(rice, 1, 'KG', '')]), 'lines.0.note', 'thesis.noteMissing'],
      [dish([ingredient(rice, 1, '')]), 'lines.0.unit', 'thesis.unitMissing'],
      [dish([], { name: ' ' }), 'name', 'thesis.nameMissing'],
      [dish([], { description: '' }), 'description', 'thesis.descriptionMissing'],
      [dish([], { drinkAccompaniment: true }), 'drinkType', 'thesis.drinkTypeMissing'],
      [dish([], { dishType: 'Dessert' }), 'dishType', 'thesis.dishTypeMissing'],
      [dish([ingredient(rice, 1, 'LT')]), 'lines.0.unit', 'thesis.unitNotOffered'],
      [dish([ingredient(pan, 1, 'NR')]), 'lines.0.productId', 'thesis.productNotFound'],
      [
        dish([ingredient({ id: '6f1c4a52-8d0e-4a57-9a1b-2f3c4d5e6f70' }, 1)]),
        'lines.0.productId',
        'thesis.productNotFound',
      ],
      [dish([ingredient({ id: 'not-a-uuid' }, 1)]), 'lines.0.productId', 'thesis.productNotFound'],
    ];
    for (const [body, field, code] of cases) {
      const res = await client.put(dishUrl(first!.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
      expect(errorOf(res).fields?.[field], JSON.stringify(body)).toBe(code);
    }
    // Equipment of a dish that needs none may be left incomplete.
    const incomplete = await client.put(
      dishUrl(first!.id),
      dish([{ type: 'Attrezzatura', productId: null, note: '', unit: '', quantity: null }], {
        noEquipmentRequired: true,
      }),
    );
    expect(incomplete.statusCode, incomplete.body).toBe(200);
    await client.put(dishUrl(first!.id), dish([]));
    expect(await storedLines()).toEqual([]);
  });

  it("another student's dish: 404 on save and delete, nothing changed; a bad id: 400", async () => {
    await conditions({ numberOfDishes: 1 });
    const luca = await student();
    const anna = await student();
    const [lucaDish] = (await openThesis(luca.client)).dishes;
    await openThesis(anna.client);
    for (const res of [
      await anna.client.put(dishUrl(lucaDish!.id), dish([ingredient(rice, 1)])),
      await anna.client.delete(dishUrl(lucaDish!.id)),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('request.notFound');
    }
    expect(await storedLines()).toEqual([]);
    expect((await luca.client.put(dishUrl('not-a-uuid'), dish([]))).statusCode).toBe(400);
  });

  it('never lets two saves of one thesis pass the budget together: one of two parallel saves is refused', async () => {
    for (let round = 0; round < 3; round++) {
      await ctx.db.delete(thesisConditions);
      await conditions();
      const { client } = await student();
      const [first, second] = (await openThesis(client)).dishes;
      // 1.5 kg × 4,00 € = 6,00 € each: alone within 10,00 €, together 12,00 €.
      const results = await Promise.all([
        client.put(dishUrl(first!.id), dish([ingredient(rice, 1.5)])),
        client.put(dishUrl(second!.id), dish([ingredient(rice, 1.5)], { name: 'Secondo' })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorOf(results.find((r) => r.statusCode === 409)!).code).toBe('thesis.overBudget');
      const thesis = await openThesis(client);
      expect(thesis.totalCents).toBe(600);
      expect(thesis.overBudget).toBe(false);
    }
  });

  it('negative control: the same check without the thesis lock lets both saves pass, over budget', async () => {
    await conditions();
    const { client } = await student();
    const thesis = await openThesis(client);
    const budget = { dishTypes: [], drinkTypes: [], budgetCents: 1000 };
    // Both saves have read and checked before either writes (two requests at once, made certain).
    const reads = allArrived(thesis.dishes.length);
    /** Read the other dishes, check, wait for the other save's read, write: no lock, no re-check. */
    const naiveSave = async (dishId: string) => {
      const others = await listLines(ctx.db, thesis.id, { exceptDishId: dishId });
      const other = dishTotalCents(
        others.map(({ line, item }) => ({
          type: line.kind === 'ingredient' ? ('Ingrediente' as const) : ('Attrezzatura' as const),
          quantity: line.quantityThousandths,
          ignoreCost: item?.ignoreCost ?? false,
          unitCostCents: item?.costCents ?? null,
        })),
      );
      const draft = {
        ...dish([]),
        lines: [
          {
            type: 'Ingrediente' as const,
            note: 'Riso',
            unit: 'KG',
            quantity: 1500,
            ignoreCost: false,
            unitCostCents: 400,
          },
        ],
      };
      const fits =
        dishProblems({ dish: draft, locked: false, conditions: budget, otherDishesTotalCents: other })
          .length === 0;
      await reads.arrive();
      if (!fits) return false;
      await replaceLines(ctx.db, dishId, [
        { kind: 'ingredient', catalogueItemId: rice.id, note: 'Riso', unit: 'KG', quantityThousandths: 1500 },
      ]);
      return true;
    };
    const saved = await Promise.all(thesis.dishes.map((d) => naiveSave(d.id)));
    expect(saved).toEqual([true, true]);
    const after = await openThesis(client);
    expect(after.totalCents).toBe(1200);
    expect(after.overBudget).toBe(true);
  });
});

describe('POST /api/thesis/:exam/dishes and DELETE /api/thesis/dishes/:id', () => {
  it('adds a dish named on from the others, deletes one beyond the number asked, keeps the ones asked for', async () => {
    await conditions();
    const { client } = await student();
    const [first] = (await openThesis(client)).dishes;
    const added = await client.post('/api/thesis/final/dishes');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().dishes.map((d: { name: string }) => d.name)).toEqual([
      'Piatto 1',
      'Piatto 2',
      'Piatto 3',
    ]);
    const extra = added.json().dishes[2];
    const removed = await client.delete(dishUrl(extra.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().dishes).toHaveLength(2);
    const required = await client.delete(dishUrl(first!.id));
    expect(required.statusCode).toBe(409);
    expect(errorOf(required).code).toBe('thesis.dishRequired');
    expect(await ctx.db.select().from(thesisDishes)).toHaveLength(2);
  });

  it('stops at the most dishes a thesis holds', async () => {
    await conditions({ numberOfDishes: 19 });
    const { client } = await student();
    await openThesis(client);
    expect((await client.post('/api/thesis/final/dishes')).statusCode).toBe(200);
    const full = await client.post('/api/thesis/final/dishes');
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe('thesis.tooManyDishes');
    expect((await openThesis(client)).canAddDish).toBe(false);
  });
});

describe('items staff hid', () => {
  it('stay on the dish lines that had them, and no line takes them anew', async () => {
    await conditions({ budgetCents: 100_000 });
    const { client } = await student();
    const [first, second] = (await openThesis(client)).dishes;
    const withButter = dish([ingredient(butter, 0.5, 'KG', 'Burro')]);
    expect((await client.put(dishUrl(first?.id ?? ''), withButter)).statusCode).toBe(200);
    await ctx.db
      .update(thesisCatalogueItems)
      .set({ active: false })
      .where(eq(thesisCatalogueItems.id, butter.id));

    // The dish that had it is saved again with it, its cost still counted.
    const again = await client.put(dishUrl(first?.id ?? ''), dish([ingredient(butter, 0.25, 'KG', 'Burro')]));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().dishes[0].totalCents).toBe(250);
    // Another dish cannot take it.
    const refused = await client.put(dishUrl(second?.id ?? ''), withButter);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({ 'lines.0.productId': 'thesis.productNotFound' });
    expect(await storedLines()).toHaveLength(1);
  });
});

describe('the pickers: GET /api/thesis/catalogue/categories and /items', () => {
  it('lists the categories of a kind, and the items of a category or whose name contains the search, by name', async () => {
    const { client } = await student();
    expect((await client.get('/api/thesis/catalogue/categories?kind=ingredient')).json()).toEqual({
      categories: ['Farine e cereali', 'Latticini', 'Uova'],
    });
    expect((await client.get('/api/thesis/catalogue/categories?kind=equipment')).json().categories).toEqual([
      'Cottura',
    ]);
    const names = async (query: string) =>
      (await client.get(`/api/thesis/catalogue/items?${query}`))
        .json()
        .items.map((i: { name: string }) => i.name);
    expect(await names('kind=ingredient&category=Latticini')).toEqual(['Burro', 'Tartufo offerto']);
    expect(await names('kind=ingredient&search=RISO')).toEqual(['Riso Carnaroli']);
    expect(await names('kind=ingredient&search=%25')).toEqual([]);
    expect(await names('kind=equipment')).toEqual(['Casseruola']);
    const item = (await client.get('/api/thesis/catalogue/items?kind=ingredient&search=burro')).json()
      .items[0];
    expect(item).toEqual({
      id: butter.id,
      kind: 'ingredient',
      category: 'Latticini',
      name: 'Burro',
      code: 'B1',
      units: ['KG'],
      costCents: 1000,
      ignoreCost: false,
    });
  });

  it('answers at most 50 items, in one statement each', async () => {
    await ctx.db.insert(thesisCatalogueItems).values(
      Array.from({ length: 60 }, (_, i) => ({
        kind: 'ingredient' as const,
        category: 'Spezie',
        name: `Spezia ${String(i).padStart(2, '0')}`,
        code: `S${i}`,
        units: ['KG'],
        costCents: 100,
      })),
    );
    const { client } = await student();
    await ctx.app.database.tableChanges?.settled();
    const spices = () => client.get('/api/thesis/catalogue/items?kind=ingredient&category=Spezie');
    expect((await spices()).json().items).toHaveLength(50);
    // Held in memory while nothing is written to them: the session, the catalogue's version and
    // its items.
    const before = ctx.queryCount();
    expect((await spices()).json().items).toHaveLength(50);
    expect((await client.get('/api/thesis/catalogue/categories?kind=ingredient')).statusCode).toBe(200);
    expect(ctx.queryCount() - before).toBe(0);
    // Over 4 KB: a browser gets the copy compressed once, the same answer.
    const plain = await spices();
    expect(plain.body.length).toBeGreaterThanOrEqual(4096);
    const compressed = await client.get('/api/thesis/catalogue/items?kind=ingredient&category=Spezie', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('shows a change of the catalogue, by anyone, on the next request', async () => {
    const { client } = await student();
    const names = async () =>
      (await client.get('/api/thesis/catalogue/items?kind=ingredient&search=zafferano'))
        .json()
        .items.map((i: { name: string }) => i.name);
    expect(await names()).toEqual([]);
    const [saffron] = await ctx.db
      .insert(thesisCatalogueItems)
      .values({
        kind: 'ingredient',
        category: 'Spezie',
        name: 'Zafferano',
        code: 'Z1',
        units: ['G'],
        costCents: 90,
      })
      .returning();
    expect(await names()).toEqual(['Zafferano']);
    expect(
      (await client.get('/api/thesis/catalogue/categories?kind=ingredient')).json().categories,
    ).toContain('Spezie');
    await ctx.db
      .update(thesisCatalogueItems)
      .set({ name: 'Zafferano in pistilli' })
      .where(eq(thesisCatalogueItems.id, saffron?.id ?? ''));
    expect(await names()).toEqual(['Zafferano in pistilli']);
    await ctx.db.delete(thesisCatalogueItems).where(eq(thesisCatalogueItems.id, saffron?.id ?? ''));
    expect(await names()).toEqual([]);
  });

  it('refuses a missing or unknown kind and unknown parameters', async () => {
    const { client } = await student();
    for (const url of [
      '/api/thesis/catalogue/categories',
      '/api/thesis/catalogue/categories?kind=spice',
      '/api/thesis/catalogue/items?kind=ingredient&cost=1',
      `/api/thesis/catalogue/items?kind=ingredient&search=${'a'.repeat(101)}`,
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The thesis file and the dossier

const fileUrl = (exam: string, kind: string) => `/api/thesis/${exam}/files/${kind}`;
const thesisRows = () => ctx.db.select().from(theses);

const storedFiles = () => listStoredFiles(ctx.dataDir);

describe('thesis files — access', () => {
  it('401 for a visitor, 403 without the thesis flag or for the other exam, 404 for what another student uploaded', async () => {
    await conditions();
    await conditions({ examType: 'Esame Intermedio' });
    const calls = (client: TestClient) => [
      client.post(fileUrl('final', 'thesis'), fileBody(PDF, 'tesi.pdf')),
      client.post(fileUrl('final', 'dossier'), fileBody(PDF, 'dossier.pdf')),
      client.get(fileUrl('final', 'thesis')),
      client.get(fileUrl('final', 'dossier')),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('auth.required');
    }
    for (const values of [course({}), course({ isActiveIntermediateThesis: true })]) {
      const { client } = await signIn(ctx, values);
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await storedFiles()).toEqual([]);

    const { client: owner } = await student();
    expect((await owner.post(fileUrl('final', 'thesis'), fileBody(PDF, 'tesi.pdf'))).statusCode).toBe(200);
    // Another student of the same edition reaches only their own thesis, which has no file.
    const { client: other } = await student();
    const download = await other.get(fileUrl('final', 'thesis'));
    expect(download.statusCode).toBe(404);
    expect(errorOf(download).code).toBe('thesis.fileNotFound');
    expect((await openThesis(other)).thesisFile).toBeNull();
  });

  it('refuses an unknown exam or kind in the address', async () => {
    await conditions();
    const { client } = await student();
    for (const url of [fileUrl('FINAL', 'thesis'), fileUrl('final', 'cv'), fileUrl('final', 'Thesis')]) {
      const res = await client.post(url, fileBody(PDF, 'tesi.pdf'));
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
    }
    expect(await storedFiles()).toEqual([]);
  });
});

describe('POST /api/thesis/:exam/files/:kind', () => {
  it('stores the thesis file and the dossier, shows them, downloads them to their owner, replaces them (the old file deleted)', async () => {
    await conditions({ thesisDeadline: demoDay(5), dossierDeadline: demoDay(5) });
    const { client } = await student();
    const first = await client.post(fileUrl('final', 'thesis'), fileBody(PDF, 'tesi.pdf'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      thesisFile: { fileName: 'tesi.pdf', size: PDF.length, downloadUrl: '/api/thesis/final/files/thesis' },
      hasDossier: true,
      dossierFile: null,
      thesisUploadOpen: true,
      dossierUploadOpen: true,
    });
    const dossier = await client.post(fileUrl('final', 'dossier'), fileBody(PDF, 'dossier.pdf'));
    expect(dossier.statusCode, dossier.body).toBe(200);
    expect(dossier.json().dossierFile).toMatchObject({ fileName: 'dossier.pdf', size: PDF.length });
    expect(await storedFiles()).toHaveLength(2);

    const download = await client.get(fileUrl('final', 'thesis'));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-disposition']).toContain('tesi.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const [before] = await thesisRows();
    const second = await client.post(fileUrl('final', 'thesis'), fileBody(PDF, 'tesi-v2.pdf'));
    expect(second.statusCode).toBe(200);
    expect(second.json().thesisFile.fileName).toBe('tesi-v2.pdf');
    const [after] = await thesisRows();
    expect(after?.thesisFileStorageKey).not.toBe(before?.thesisFileStorageKey);
    expect(after?.dossierStorageKey).toBe(before?.dossierStorageKey);
    expect(await storedFiles()).toHaveLength(2);
    expect(await ctx.app.storage.get(before!.thesisFileStorageKey!)).toBeNull();
  });

  it('the deadline day is open; after it the upload is refused with its code and nothing is stored', async () => {
    await conditions({ thesisDeadline: demoDay(0), dossierDeadline: demoDay(-1) });
    const { client } = await student();
    const view = await openThesis(client);
    expect(view).toMatchObject({ thesisUploadOpen: true, dossierUploadOpen: false });
    expect((await client.post(fileUrl('final', 'thesis'), fileBody(PDF, 'tesi.pdf'))).statusCode).toBe(200);
    const dossier = await client.post(fileUrl('final', 'dossier'), fileBody(PDF, 'dossier.pdf'));
    expect(dossier.statusCode).toBe(409);
    expect(errorOf(dossier).code).toBe('thesis.dossierUploadClosed');

    await ctx.db.update(thesisConditions).set({ thesisDeadline: demoDay(-1), dossierDeadline: demoDay(0) });
    const [before] = await thesisRows();
    const late = await client.post(fileUrl('final', 'thesis'), fileBody(PDF, 'tesi-tardi.pdf'));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('thesis.thesisUploadClosed');
    const [after] = await thesisRows();
    expect(after?.thesisFileName).toBe('tesi.pdf');
    expect(after?.thesisFileStorageKey).toBe(before?.thesisFileStorageKey);
    expect(after?.dossierStorageKey).toBeNull();
    expect(await storedFiles()).toHaveLength(1);
    // The old file is still there to download.
    expect((await client.get(fileUrl('final', 'thesis'))).statusCode).toBe(200);
  });

  it('the dossier row is the final exam’s only; without conditions nothing is uploaded', async () => {
    await conditions({ examType: 'Esame Intermedio' });
    const { client } = await signIn(ctx, course({ isActiveIntermediateThesis: true }));
    const view = (await client.get('/api/thesis/intermediate')).json();
    expect(view).toMatchObject({ hasDossier: false, dossierUploadOpen: false, dossierFile: null });
    const dossier = await client.post(fileUrl('intermediate', 'dossier'), fileBody(PDF, 'dossier.pdf'));
    expect(dossier.statusCode).toBe(409);
    expect(errorOf(dossier).code).toBe('thesis.noDossier');
    expect(
      (await client.post(fileUrl('intermediate', 'thesis'), fileBody(PDF, 'tesi.pdf'))).json().thesisFile
        .fileName,
    ).toBe('tesi.pdf');

    const { client: without } = await student();
    const refused = await without.post(fileUrl('final', 'thesis'), fileBody(PDF, 'tesi.pdf'));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('thesis.conditionsMissing');
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses other types, a disguised file, files over 4,718,592 bytes and empty files with the portal’s texts, storing nothing', async () => {
    await conditions();
    const { client } = await student();
    await openThesis(client);
    const exe = await client.post(fileUrl('final', 'thesis'), fileBody(EXE, 'tesi.exe'));
    expect(exe.statusCode).toBe(400);
    expect(errorOf(exe).code).toBe('upload.typeNotAllowed');
    const image = await client.post(fileUrl('final', 'dossier'), fileBody(JPEG, 'foto.jpg'));
    expect(image.statusCode).toBe(400);
    expect(errorOf(image).code).toBe('upload.typeNotAllowed');
    const disguised = await client.post(fileUrl('final', 'thesis'), fileBody(EXE, 'tesi.pdf'));
    expect(disguised.statusCode).toBe(400);
    expect(errorOf(disguised).code).toBe('upload.contentMismatch');

    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length, 32)]);
    const tooLarge = await client.post(fileUrl('final', 'thesis'), fileBody(big, 'tesi.pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge)).toMatchObject({
      code: 'upload.tooLarge',
      message: 'File size exceeded the size limit',
    });
    const exact = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES - PDF.length, 32)]);
    expect((await client.post(fileUrl('final', 'dossier'), fileBody(exact, 'd.pdf'))).statusCode).toBe(200);

    const empty = await client.post(fileUrl('final', 'thesis'), { fileName: 'tesi.pdf', contentBase64: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ contentBase64: 'upload.fileEmpty' });
    const [row] = await thesisRows();
    expect(row?.thesisFileStorageKey).toBeNull();
    expect(await storedFiles()).toHaveLength(1);
  });
});
