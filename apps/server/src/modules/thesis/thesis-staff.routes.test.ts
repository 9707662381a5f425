import type {
  ListCatalogueResponse,
  ShoppingListResponse,
  StaffCatalogueItem,
  StaffEditionThesis,
  StaffTheses,
  StaffThesis,
} from '@school/domain/thesis/contracts/staff-thesis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  staffAudit,
  type ThesisCatalogueItemRow,
  theses,
  thesisCatalogueItems,
  thesisConditions,
  thesisDishes,
  thesisDishLines,
} from '../../db/schema/index.ts';
import { demoDay } from '../../db/seed/demo-candidates.ts';
import { errorOf, signIn } from '../../test/application-fixtures.ts';
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

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const API = '/api/staff/thesis';
const OTHER = 'CUCINA-2027A';
const UNKNOWN = '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f';
const editionUrl = (edition = EDITION) => `${API}/editions/${edition}`;
const examUrl = (exam = 'final', edition = EDITION) => `${editionUrl(edition)}/exams/${exam}`;
const CATALOGUE = `${API}/catalogue`;

let rice: ThesisCatalogueItemRow;
let butter: ThesisCatalogueItemRow;
let eggs: ThesisCatalogueItemRow;
let pan: ThesisCatalogueItemRow;

beforeEach(async () => {
  await ctx.reset();
  [rice, butter, eggs, pan] = await seedThesisCatalogue(ctx.db, [
    { ...RICE, category: 'Cereali', costCents: 150 },
    BUTTER,
    EGGS,
    { ...PAN, costCents: null },
  ]);
});

const clerk = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Tesi'] });
const auditRows = () => ctx.db.select().from(staffAudit);
const fieldsOf = (res: { json(): unknown }) => errorOf(res).fields ?? {};

/** The conditions as the console's form sends them. */
const CONDITIONS = {
  budgetCents: 1000,
  numberOfDishes: 2,
  dishBaseName: 'Piatto',
  dishTypes: ['Primo', 'Secondo'],
  drinkTypes: [],
  ingredientsNeeded: true,
  equipmentNeeded: true,
  guidelinesUrl: 'https://www.example.it/linee-guida',
  thesisDeadline: demoDay(30),
  dossierDeadline: demoDay(35),
  lockDate: demoDay(40),
  version: null,
};

const ITEM = {
  kind: 'ingredient',
  code: 'ZAF-01',
  name: 'Zafferano in pistilli',
  category: 'Spezie',
  units: ['KG', 'G'],
  costCents: 1_200_000,
  ignoreCost: false,
  active: true,
};

async function edition(client: TestClient, code = EDITION): Promise<StaffEditionThesis> {
  const res = await client.get(editionUrl(code));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const finalOf = (view: StaffEditionThesis) => view.exams.find((e) => e.slug === 'final')!;

async function saveConditions(
  client: TestClient,
  body: Record<string, unknown> = CONDITIONS,
  exam = 'final',
) {
  const res = await client.put(`${examUrl(exam)}/conditions`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffEditionThesis;
}

/** A student of the edition with the final exam's flag, signed in. */
const student = (names: { firstName: string; lastName: string }, productCode = EDITION) =>
  signIn(ctx, { ...course({ isActiveThesis: true }, productCode), ...names });

const tool = (quantity: number): Line => ({
  type: 'Attrezzatura',
  productId: pan.id,
  note: 'Casseruola',
  unit: 'NR',
  quantity,
});

/** The student's final thesis, opened, with its first dish saved with these lines. */
async function studentThesis(client: TestClient, lines: Line[][]): Promise<string> {
  const thesis = (await client.get('/api/thesis/final')).json();
  for (const [i, dishLines] of lines.entries()) {
    const res = await client.put(
      `/api/thesis/dishes/${thesis.dishes[i].id}`,
      dish(dishLines, { name: `Piatto ${i + 1}`, description: 'Descrizione' }),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return thesis.id;
}

async function catalogueItem(
  client: TestClient,
  body: Record<string, unknown> = ITEM,
): Promise<StaffCatalogueItem> {
  const res = await client.post(CATALOGUE, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const editOf = (item: StaffCatalogueItem, change: Record<string, unknown> = {}) => {
  const { id: _i, lineCount: _l, ...fields } = item;
  return { ...fields, ...change };
};

describe('staff thesis — access', () => {
  it('is 404 for a visitor, a student and an employee without a staff permission; 403 for staff without Tesi; nothing written', async () => {
    const { client: staff } = await clerk();
    const conditions = finalOf(await saveConditions(staff));
    const item = await catalogueItem(staff);
    const { client: luca } = await student({ firstName: 'Luca', lastName: 'Bianchi' });
    const thesisId = await studentThesis(luca, [[ingredient(rice, 1)]]);
    const before = {
      conditions: await ctx.db.select().from(thesisConditions),
      items: await ctx.db.select().from(thesisCatalogueItems),
      audit: await auditRows(),
    };
    const calls = (client: TestClient) => [
      client.get(editionUrl()),
      client.put(`${examUrl()}/conditions`, { ...CONDITIONS, budgetCents: 1, version: conditions.version }),
      client.get(`${examUrl()}/theses`),
      client.get(`${examUrl()}/shopping-list`),
      client.get(`${examUrl()}/shopping-list.csv`),
      client.get(`${API}/theses/${thesisId}`),
      client.get(CATALOGUE),
      client.get(`${CATALOGUE}/categories`),
      client.post(CATALOGUE, { ...ITEM, code: 'ALTRO' }),
      client.get(`${CATALOGUE}/${item.id}`),
      client.put(`${CATALOGUE}/${item.id}`, editOf(item, { costCents: 1 })),
      client.delete(`${CATALOGUE}/${item.id}?version=${encodeURIComponent(item.version)}`),
      client.delete(`${examUrl()}/conditions?version=${encodeURIComponent(conditions.version ?? '')}`),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('request.notFound');
    }
    const employee = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [] });
    for (const client of [luca, employee.client]) {
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    }
    for (const permission of ['Segreteria', 'Negozio', 'Stage']) {
      const { client } = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [permission] });
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await ctx.db.select().from(thesisConditions)).toEqual(before.conditions);
    expect(await ctx.db.select().from(thesisCatalogueItems)).toEqual(before.items);
    expect(await auditRows()).toEqual(before.audit);
  });

  it('is 404 for an unknown edition, thesis or item', async () => {
    const { client } = await clerk();
    expect((await client.get(editionUrl('NESSUNA'))).statusCode).toBe(404);
    expect((await client.put(`${examUrl('final', 'NESSUNA')}/conditions`, CONDITIONS)).statusCode).toBe(404);
    expect((await client.get(`${examUrl('final', 'NESSUNA')}/theses`)).statusCode).toBe(404);
    // No conditions yet to delete, in a known edition or an unknown one.
    expect((await client.delete(`${examUrl()}/conditions?version=x`)).statusCode).toBe(404);
    expect((await client.delete(`${examUrl('final', 'NESSUNA')}/conditions?version=x`)).statusCode).toBe(404);
    expect((await client.get(`${examUrl('final', 'NESSUNA')}/shopping-list`)).statusCode).toBe(404);
    expect((await client.get(`${API}/theses/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await client.get(`${CATALOGUE}/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await client.get(`${examUrl('altro')}/theses`)).statusCode).toBe(400);
    expect((await client.get(`${API}/theses/not-a-uuid`)).statusCode).toBe(400);
    expect(await ctx.db.select().from(thesisConditions)).toEqual([]);
  });
});

describe('conditions per edition and exam', () => {
  it('creates them (version null), reads them per exam, changes them on the version read, audited; a stale change is 409', async () => {
    const { client } = await clerk();
    const empty = await edition(client);
    expect(empty.edition).toMatchObject({ productCode: EDITION, editionName: '2026B' });
    expect(empty.exams.map((e) => [e.slug, e.conditions, e.version, e.thesisCount])).toEqual([
      ['intermediate', null, null, 0],
      ['final', null, null, 0],
    ]);

    const created = finalOf(await saveConditions(client));
    expect(created.conditions).toMatchObject({
      budgetCents: 1000,
      numberOfDishes: 2,
      dishTypes: ['Primo', 'Secondo'],
      lockDate: demoDay(40),
      dossierDeadline: demoDay(35),
    });
    expect(created.locked).toBe(false);
    // A second creation, made on the same empty read, is stale.
    const again = await client.put(`${examUrl()}/conditions`, CONDITIONS);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('staff.staleRecord');

    const changed = finalOf(
      await saveConditions(client, {
        ...CONDITIONS,
        budgetCents: 2500,
        lockDate: demoDay(-1),
        version: created.version,
      }),
    );
    expect(changed.conditions?.budgetCents).toBe(2500);
    expect(changed.locked).toBe(true);
    const stale = await client.put(`${examUrl()}/conditions`, {
      ...CONDITIONS,
      budgetCents: 1,
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    expect(finalOf(await edition(client)).conditions?.budgetCents).toBe(2500);

    const audit = await auditRows();
    expect(audit.filter((a) => a.field === 'budgetCents').map((a) => [a.before, a.after])).toEqual([
      [null, 1000],
      [1000, 2500],
    ]);
    // The other edition is untouched; the student's side reads the new conditions.
    expect((await edition(client, OTHER)).exams.every((e) => e.conditions === null)).toBe(true);
  });

  it('refuses bad input with a code per field and changes nothing', async () => {
    const { client } = await clerk();
    const created = finalOf(await saveConditions(client));
    const before = await ctx.db.select().from(thesisConditions);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ budgetCents: -1 }, 'budgetCents', 'thesis.invalidBudget'],
      [{ budgetCents: 10.5 }, 'budgetCents', 'thesis.invalidBudget'],
      [{ budgetCents: 1e12 }, 'budgetCents', 'thesis.invalidBudget'],
      [{ budgetCents: '1000' }, 'budgetCents', 'thesis.invalidBudget'],
      [{ numberOfDishes: 21 }, 'numberOfDishes', 'thesis.invalidDishCount'],
      [{ numberOfDishes: 1.5 }, 'numberOfDishes', 'thesis.invalidDishCount'],
      [{ dishBaseName: 'x'.repeat(200) }, 'dishBaseName', ''],
      [{ dishBaseName: 'Piatto\u0000' }, 'dishBaseName', 'request.controlCharacters'],
      [{ dishTypes: ['Primo;Secondo'] }, 'dishTypes.0', 'thesis.typeSemicolon'],
      [{ dishTypes: ['Primo', 'primo'] }, 'dishTypes', 'thesis.typeRepeated'],
      [{ drinkTypes: Array.from({ length: 21 }, (_, i) => `T${i}`) }, 'drinkTypes', 'thesis.tooManyTypes'],
      [{ guidelinesUrl: 'javascript:alert(1)' }, 'guidelinesUrl', 'thesis.invalidUrl'],
      [{ guidelinesUrl: 'http://example.it' }, 'guidelinesUrl', 'thesis.invalidUrl'],
      [{ lockDate: '2026-02-30' }, 'lockDate', 'candidate.invalidDate'],
      [{ lockDate: 20260101 }, 'lockDate', ''],
      [{ ingredientsNeeded: 'yes' }, 'ingredientsNeeded', 'request.invalid'],
    ];
    for (const [change, field, code] of cases) {
      const res = await client.put(`${examUrl()}/conditions`, {
        ...CONDITIONS,
        ...change,
        version: created.version,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const fields = fieldsOf(res);
      expect(Object.keys(fields), JSON.stringify(change)).toContain(field);
      if (code) expect(fields[field], JSON.stringify(change)).toBe(code);
    }
    const extra = await client.put(`${examUrl()}/conditions`, {
      ...CONDITIONS,
      totalCents: 5,
      version: created.version,
    });
    expect(extra.statusCode).toBe(400);
    // The dossier is the final exam's only.
    const dossier = await client.put(`${examUrl('intermediate')}/conditions`, CONDITIONS);
    expect(dossier.statusCode).toBe(400);
    expect(fieldsOf(dossier).dossierDeadline).toBe('thesis.dossierFinalOnly');
    expect(await ctx.db.select().from(thesisConditions)).toEqual(before);
  });
});

describe('deleting the conditions of an exam', () => {
  const remove = (client: TestClient, version: string | null, exam = 'final') =>
    client.delete(`${examUrl(exam)}/conditions?version=${encodeURIComponent(version ?? '')}`);

  it('deletes them on the version read while no student has opened a thesis, audited; a stale version is 409', async () => {
    const { client, user } = await clerk();
    const first = finalOf(await saveConditions(client));
    const changed = finalOf(
      await saveConditions(client, { ...CONDITIONS, budgetCents: 2500, version: first.version }),
    );

    const stale = await remove(client, first.version);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    expect(await ctx.db.select().from(thesisConditions)).toHaveLength(1);

    const res = await remove(client, changed.version);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as StaffEditionThesis;
    expect(finalOf(view)).toMatchObject({ conditions: null, version: null, thesisCount: 0 });
    expect(await ctx.db.select().from(thesisConditions)).toEqual([]);
    const audit = (await auditRows()).filter((a) => a.recordTable === 'thesis_conditions');
    expect(audit.at(-1)).toMatchObject({ changedBy: user.id });
    // Gone: deleting again is 404; they can be created anew.
    expect((await remove(client, changed.version)).statusCode).toBe(404);
    expect(finalOf(await saveConditions(client)).conditions?.budgetCents).toBe(CONDITIONS.budgetCents);
  });

  it('refuses once a student has opened a thesis of the exam (409 thesis.conditionsInUse), the other exam stays deletable', async () => {
    const { client } = await clerk();
    const final = finalOf(await saveConditions(client));
    const intermediate = (
      await saveConditions(client, { ...CONDITIONS, dossierDeadline: null }, 'intermediate')
    ).exams.find((e) => e.slug === 'intermediate')!;
    const { client: luca } = await student({ firstName: 'Luca', lastName: 'Bianchi' });
    expect((await luca.get('/api/thesis/final')).statusCode).toBe(200);

    const res = await remove(client, final.version);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('thesis.conditionsInUse');
    expect(finalOf(await edition(client))).toMatchObject({ version: final.version, thesisCount: 1 });

    expect((await remove(client, intermediate.version, 'intermediate')).statusCode).toBe(200);
    expect(await ctx.db.select().from(thesisConditions)).toHaveLength(1);
  });

  it('refuses a missing or malformed version (400) and deletes nothing', async () => {
    const { client } = await clerk();
    await saveConditions(client);
    for (const query of ['', '?version=', `?version=${'x'.repeat(5000)}`, '?version=a&other=1']) {
      const res = await client.delete(`${examUrl()}/conditions${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).code).toBe('request.invalid');
    }
    expect(await ctx.db.select().from(thesisConditions)).toHaveLength(1);
  });
});

describe('theses of an exam, one thesis, totals from current costs', () => {
  it('lists the theses with student, dishes, totals and over budget; a cost change shows on the next read', async () => {
    const { client } = await clerk();
    await saveConditions(client);
    const { client: anna } = await student({ firstName: 'Anna', lastName: 'Verdi' });
    const { client: bruno } = await student({ firstName: 'Bruno', lastName: 'Azzurri' });
    const { client: other } = await student({ firstName: 'Carla', lastName: 'Neri' }, OTHER);
    // Anna: 0.333 kg rice at 1,50 € (0,50 €) + 0.5 kg butter (5,00 €) = 5,50 €; a second dish 3 eggs 1,05 €.
    const annaId = await studentThesis(anna, [
      [ingredient(rice, 0.333), ingredient(butter, 0.5), tool(1)],
      [ingredient(eggs, 3, 'NR')],
    ]);
    // Bruno: 0.9 kg butter = 9,00 €.
    const brunoId = await studentThesis(bruno, [[ingredient(butter, 0.9)]]);
    await other.get('/api/thesis/final');

    const list = async () => {
      const res = await client.get(`${examUrl()}/theses`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as StaffTheses;
    };
    const first = await list();
    expect(first).toMatchObject({ hasConditions: true, budgetCents: 1000, locked: false });
    expect(
      first.items.map((t) => [t.student.lastName, t.dishCount, t.lineCount, t.totalCents, t.overBudget]),
    ).toEqual([
      ['Azzurri', 2, 1, 900, false],
      ['Verdi', 2, 4, 655, false],
    ]);

    // The butter costs more: Bruno's thesis is now over budget (0.9 × 12,00 € = 10,80 €).
    await ctx.db
      .update(thesisCatalogueItems)
      .set({ costCents: 1200 })
      .where(eq(thesisCatalogueItems.id, butter.id));
    const second = await list();
    expect(second.items.map((t) => [t.student.lastName, t.totalCents, t.overBudget])).toEqual([
      ['Azzurri', 1080, true],
      ['Verdi', 755, false],
    ]);

    const res = await client.get(`${API}/theses/${annaId}`);
    expect(res.statusCode, res.body).toBe(200);
    const one = res.json() as StaffThesis;
    expect(one.student).toMatchObject({ firstName: 'Anna', lastName: 'Verdi' });
    expect(one.edition?.productCode).toBe(EDITION);
    expect(one.thesis.totalCents).toBe(755);
    expect(one.thesis.dishes.map((d) => d.totalCents)).toEqual([650, 105]);
    expect(one.thesis.dishes[0]!.lines.map((l) => l.costCents)).toEqual([50, 600, null]);
    expect((await client.get(`${API}/theses/${brunoId}`)).json().thesis.overBudget).toBe(true);

    // The intermediate exam has no theses.
    const intermediate = (await client.get(`${examUrl('intermediate')}/theses`)).json() as StaffTheses;
    expect(intermediate).toMatchObject({ hasConditions: false, items: [] });
  });
});

describe('shopping list', () => {
  it('sums every dish line per catalogue item and unit, exactly, with its cost; as CSV', async () => {
    const { client } = await clerk();
    await saveConditions(client, { ...CONDITIONS, budgetCents: null });
    const { client: anna } = await student({ firstName: 'Anna', lastName: 'Verdi' });
    const { client: bruno } = await student({ firstName: 'Bruno', lastName: 'Azzurri' });
    const { client: other } = await student({ firstName: 'Carla', lastName: 'Neri' }, OTHER);
    await studentThesis(anna, [
      [ingredient(rice, 0.333), ingredient(butter, 0.001), tool(1)],
      [ingredient(rice, 0.333)],
    ]);
    await studentThesis(bruno, [[ingredient(rice, 0.334), ingredient(eggs, 12, 'NR'), tool(2)]]);
    // Another edition's thesis is not in this list.
    await ctx.db
      .insert(thesisConditions)
      .values({ productCode: OTHER, examType: 'Esame Finale', numberOfDishes: 1 });
    await studentThesis(other, [[ingredient(rice, 5)]]);

    const res = await client.get(`${examUrl()}/shopping-list`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as ShoppingListResponse;
    expect(list).toMatchObject({ thesisCount: 2, dishCount: 4 });
    expect(list.rows.map((r) => [r.name, r.unit, r.quantityThousandths, r.lineCount, r.costCents])).toEqual([
      // 0.333 + 0.333 + 0.334 kg: exactly 1 kg; costs 0,50 + 0,50 + 0,50 (0,501 rounded).
      ['Riso Carnaroli', 'KG', 1000, 3, 150],
      ['Burro', 'KG', 1, 1, 1],
      ['Uova fresche', 'NR', 12_000, 1, 420],
      ['Casseruola', 'NR', 3000, 2, null],
    ]);
    expect(list.totalCents).toBe(571);
    // The list's total is the theses' totals together.
    const thesesList = (await client.get(`${examUrl()}/theses`)).json() as StaffTheses;
    expect(thesesList.items.reduce((sum, t) => sum + t.totalCents, 0)).toBe(571);

    const csv = await client.get(`${examUrl()}/shopping-list.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename=lista-spesa-${EDITION}-final.csv`);
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFTipo,Categoria,Codice,Articolo,Unità,Quantità,Righe,Costo unitario €,Costo €',
      'Ingrediente,Cereali,R1,Riso Carnaroli,KG,1.000,3,1.50,1.50',
      'Ingrediente,Latticini,B1,Burro,KG,0.001,1,10.00,0.01',
      'Ingrediente,Uova,U1,Uova fresche,NR,12.000,1,0.35,4.20',
      'Attrezzatura,Cottura,C1,Casseruola,NR,3.000,2,,',
      ',,,Totale,,,,,5.71',
      '',
    ]);
    const english = await client.get(`${examUrl()}/shopping-list.csv?lang=en`);
    expect(english.body.split('\r\n')[0]).toBe(
      '\uFEFFType,Category,Code,Item,Unit,Quantity,Lines,Unit cost €,Cost €',
    );
    expect((await client.get(`${examUrl()}/shopping-list.csv?lang=fr`)).statusCode).toBe(400);

    // An empty exam: an empty list.
    const empty = (
      await client.get(`${examUrl('intermediate')}/shopping-list`)
    ).json() as ShoppingListResponse;
    expect(empty).toMatchObject({ thesisCount: 0, dishCount: 0, rows: [], totalCents: 0 });
  });
});

describe('catalogue', () => {
  it('creates, lists with search and paging, changes on the version read; a code in use and a stale change are 409', async () => {
    const { client } = await clerk();
    const created = await catalogueItem(client);
    expect(created).toMatchObject({ code: 'ZAF-01', costCents: 1_200_000, active: true, lineCount: 0 });
    const taken = await client.post(CATALOGUE, { ...ITEM, name: 'Altro' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('thesis.codeTaken');

    const page = async (query: string) => {
      const res = await client.get(`${CATALOGUE}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListCatalogueResponse;
    };
    expect((await page('')).total).toBe(5);
    const first = await page('pageSize=2&page=1');
    expect(first.items.map((i) => i.code)).toEqual(['R1', 'B1']);
    expect(first.total).toBe(5);
    expect((await page('pageSize=2&page=3')).items.map((i) => i.code)).toEqual(['C1']);
    expect(await page('pageSize=2&page=9')).toMatchObject({ items: [], total: 5 });
    expect((await page('search=zaff')).items.map((i) => i.code)).toEqual(['ZAF-01']);
    expect((await page('search=c1')).items.map((i) => i.code)).toEqual(['C1']);
    expect((await page('search=%25')).total).toBe(0);
    expect((await page('kind=equipment')).items.map((i) => i.code)).toEqual(['C1']);
    expect((await page('category=Latticini')).items.map((i) => i.code)).toEqual(['B1']);
    expect((await client.get(`${CATALOGUE}/categories?kind=ingredient`)).json().categories).toEqual([
      'Cereali',
      'Latticini',
      'Spezie',
      'Uova',
    ]);

    const changed = await client.put(
      `${CATALOGUE}/${created.id}`,
      editOf(created, { costCents: 1_100_000, name: 'Zafferano' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ costCents: 1_100_000, name: 'Zafferano' });
    const stale = await client.put(`${CATALOGUE}/${created.id}`, editOf(created, { costCents: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    const codeOfOther = await client.put(
      `${CATALOGUE}/${created.id}`,
      editOf(changed.json(), { code: 'R1' }),
    );
    expect(codeOfOther.statusCode).toBe(409);
    expect(errorOf(codeOfOther).code).toBe('thesis.codeTaken');
    expect((await client.get(`${CATALOGUE}/${created.id}`)).json().costCents).toBe(1_100_000);
    expect((await auditRows()).some((a) => a.field === 'costCents' && a.after === 1_100_000)).toBe(true);
  });

  it('refuses bad input with a code per field and changes nothing', async () => {
    const { client } = await clerk();
    const created = await catalogueItem(client);
    const before = await ctx.db.select().from(thesisCatalogueItems);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ costCents: -1 }, 'costCents', 'thesis.invalidCost'],
      [{ costCents: 1.5 }, 'costCents', 'thesis.invalidCost'],
      [{ costCents: 10_000_001 }, 'costCents', 'thesis.invalidCost'],
      [{ costCents: '150' }, 'costCents', 'thesis.invalidCost'],
      [{ costCents: Number.MAX_SAFE_INTEGER }, 'costCents', 'thesis.invalidCost'],
      [{ code: 'A B' }, 'code', 'thesis.invalidCode'],
      [{ code: 'x'.repeat(41) }, 'code', ''],
      [{ name: '' }, 'name', 'candidate.required'],
      [{ name: 'Zafferano\u0007' }, 'name', 'request.controlCharacters'],
      [{ name: 'x'.repeat(300) }, 'name', ''],
      [{ category: '   ' }, 'category', 'candidate.required'],
      [{ units: [] }, 'units', 'thesis.unitsMissing'],
      [{ units: ['KG', 'kg'] }, 'units', 'thesis.unitRepeated'],
      [{ units: 'KG' }, 'units', 'request.invalid'],
      [{ kind: 'spice' }, 'kind', 'request.invalid'],
      [{ ignoreCost: 1 }, 'ignoreCost', 'request.invalid'],
    ];
    for (const [change, field, code] of cases) {
      for (const res of [
        await client.post(CATALOGUE, { ...ITEM, code: 'NUOVO', ...change }),
        await client.put(`${CATALOGUE}/${created.id}`, editOf(created, change)),
      ]) {
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        const fields = fieldsOf(res);
        expect(Object.keys(fields), JSON.stringify(change)).toContain(field);
        if (code) expect(fields[field], JSON.stringify(change)).toBe(code);
      }
    }
    expect((await client.post(CATALOGUE, { ...ITEM, code: 'NUOVO', lineCount: 3 })).statusCode).toBe(400);
    expect((await client.get(`${CATALOGUE}?page=0`)).statusCode).toBe(400);
    expect((await client.get(`${CATALOGUE}?pageSize=100000`)).statusCode).toBe(400);
    expect(await ctx.db.select().from(thesisCatalogueItems)).toEqual(before);
  });

  it('deletes an unused item; hides one a dish line uses (the pickers no longer offer it, the line keeps its cost)', async () => {
    const { client } = await clerk();
    await saveConditions(client);
    const unused = await catalogueItem(client);
    const gone = await client.delete(
      `${CATALOGUE}/${unused.id}?version=${encodeURIComponent(unused.version)}`,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ outcome: 'deleted', item: null });
    expect(
      await ctx.db.select().from(thesisCatalogueItems).where(eq(thesisCatalogueItems.id, unused.id)),
    ).toEqual([]);

    const { client: anna } = await student({ firstName: 'Anna', lastName: 'Verdi' });
    const thesisId = await studentThesis(anna, [[ingredient(butter, 0.5)]]);
    const used = (await client.get(`${CATALOGUE}/${butter.id}`)).json() as StaffCatalogueItem;
    expect(used.lineCount).toBe(1);
    // The kind and the unit the line uses are kept.
    const kind = await client.put(`${CATALOGUE}/${butter.id}`, editOf(used, { kind: 'equipment' }));
    expect(kind.statusCode).toBe(409);
    expect(fieldsOf(kind)).toEqual({ kind: 'thesis.itemInUse' });
    const unit = await client.put(`${CATALOGUE}/${butter.id}`, editOf(used, { units: ['LT'] }));
    expect(fieldsOf(unit)).toEqual({ units: 'thesis.itemInUse' });
    const stale = await client.delete(`${CATALOGUE}/${butter.id}?version=old`);
    expect(stale.statusCode).toBe(409);

    const hidden = await client.delete(
      `${CATALOGUE}/${butter.id}?version=${encodeURIComponent(used.version)}`,
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ outcome: 'hidden', item: { id: butter.id, active: false } });
    const pickers = (await anna.get('/api/thesis/catalogue/items?kind=ingredient')).json().items;
    expect(pickers.map((i: { code: string }) => i.code)).not.toContain('B1');
    expect(
      (await anna.get('/api/thesis/catalogue/categories?kind=ingredient')).json().categories,
    ).not.toContain('Latticini');
    const thesis = (await client.get(`${API}/theses/${thesisId}`)).json() as StaffThesis;
    expect(thesis.thesis.totalCents).toBe(500);
    expect(
      (await client.get(`${CATALOGUE}?status=hidden`)).json().items.map((i: { code: string }) => i.code),
    ).toEqual(['B1']);
    // Shown again by a change.
    const shown = await client.put(`${CATALOGUE}/${butter.id}`, editOf(hidden.json().item, { active: true }));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(
      (await anna.get('/api/thesis/catalogue/items?kind=ingredient'))
        .json()
        .items.map((i: { code: string }) => i.code),
    ).toContain('B1');
    expect(await ctx.db.select().from(thesisDishLines)).toHaveLength(1);
    expect(await ctx.db.select().from(thesisDishes)).toHaveLength(2);
    expect(await ctx.db.select().from(theses)).toHaveLength(1);
  });
});
