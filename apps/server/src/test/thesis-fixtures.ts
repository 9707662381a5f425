import type { Db } from '../db/client.ts';
import { courseEditions, type ThesisCatalogueItemRow, thesisCatalogueItems } from '../db/schema/index.ts';
import { DEMO_EDITIONS } from '../db/seed/demo-application.ts';

/** The edition of the thesis tests' students (a demo edition). */
export const EDITION = 'CUCINA-2026B';

type NewCatalogueItem = typeof thesisCatalogueItems.$inferInsert;

/** Rice and a pan: each test gives them the category and cost it checks. */
export const RICE = {
  kind: 'ingredient',
  name: 'Riso Carnaroli',
  code: 'R1',
  units: ['KG'],
} satisfies Partial<NewCatalogueItem>;
export const PAN = {
  kind: 'equipment',
  category: 'Cottura',
  name: 'Casseruola',
  code: 'C1',
  units: ['NR'],
} satisfies NewCatalogueItem;
/** Butter at 10,00 € a kilo and eggs at 0,35 € each. */
export const BUTTER = {
  kind: 'ingredient',
  category: 'Latticini',
  name: 'Burro',
  code: 'B1',
  units: ['KG'],
  costCents: 1000,
} satisfies NewCatalogueItem;
export const EGGS = {
  kind: 'ingredient',
  category: 'Uova',
  name: 'Uova fresche',
  code: 'U1',
  units: ['NR'],
  costCents: 35,
} satisfies NewCatalogueItem;

/** The demo editions and these catalogue items (after ctx.reset()); the items' rows, in order. */
export async function seedThesisCatalogue<T extends NewCatalogueItem[]>(
  db: Db,
  items: [...T],
): Promise<{ [K in keyof T]: ThesisCatalogueItemRow }> {
  await db.insert(courseEditions).values(DEMO_EDITIONS).onConflictDoNothing();
  const rows = await db.insert(thesisCatalogueItems).values(items).returning();
  return rows as { [K in keyof T]: ThesisCatalogueItemRow };
}

/** Sign-in values of a student of `productCode`'s course with these thesis flags. */
export const course = (
  flags: { isActiveThesis?: boolean; isActiveIntermediateThesis?: boolean },
  productCode = EDITION,
) => ({
  categories: ['Studente' as const],
  enrolments: [{ kind: 'course' as const, isActive: true, productCode, ...flags }],
});

/** A dish line as the student's form sends it (the quantity as given, valid or not). */
export type Line = {
  type: 'Ingrediente' | 'Attrezzatura';
  productId: string | null;
  note: string;
  unit: string;
  quantity: unknown;
};
export const ingredient = (item: { id: string }, quantity: unknown, unit = 'KG', note = 'Riso'): Line => ({
  type: 'Ingrediente',
  productId: item.id,
  note,
  unit,
  quantity,
});

/** A dish as the student's form saves it, with these lines. */
export const dish = (lines: Line[], values: Record<string, unknown> = {}) => ({
  name: 'Risotto',
  description: 'Riso mantecato',
  dishType: 'Primo',
  drinkAccompaniment: false,
  drinkType: '',
  drinkName: '',
  drinkNotes: '',
  noIngredientsRequired: false,
  noEquipmentRequired: false,
  lines,
  ...values,
});
