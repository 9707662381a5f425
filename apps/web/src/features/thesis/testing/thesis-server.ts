import type {
  CatalogueItem,
  ThesisDish,
  ThesisLine,
  ThesisResponse,
} from '@school/domain/thesis/contracts/thesis';
import { type Handler, serveApi } from '../../../test/fake-api';
import { courseStudent, type meWith } from '../../../test/me';
import { jsonResponse } from '../../../test/render';

/** The thesis's tests: a student, a catalogue, a thesis and a fake `/api/thesis/…`. */

export const DISH_1 = '1b2c3d4e-0000-4000-8000-000000000001';
export const DISH_2 = '1b2c3d4e-0000-4000-8000-000000000002';
export const DISH_3 = '1b2c3d4e-0000-4000-8000-000000000003';

/** A student whose course enrolment has the thesis flags given (the final one by default). */
export const examStudent = (flags: { isActiveThesis?: boolean; isActiveIntermediateThesis?: boolean } = {}) =>
  courseStudent({ isActiveThesis: true, ...flags });

const item = (values: Partial<CatalogueItem> & Pick<CatalogueItem, 'id' | 'name'>): CatalogueItem => ({
  kind: 'ingredient',
  category: 'Farine e cereali',
  code: values.id.toUpperCase(),
  units: ['KG'],
  costCents: 400,
  ignoreCost: false,
  ...values,
});

export const RICE = item({ id: 'rice', name: 'Riso Carnaroli', costCents: 400 });
export const FLOUR = item({ id: 'flour', name: 'Farina 00', costCents: 150 });
export const BUTTER = item({ id: 'butter', name: 'Burro', category: 'Latticini', costCents: 1000 });
export const EGGS = item({
  id: 'eggs',
  name: 'Uova fresche',
  category: 'Uova',
  units: ['NR'],
  costCents: 35,
});
export const TRUFFLE = item({
  id: 'truffle',
  name: 'Tartufo offerto',
  category: 'Latticini',
  costCents: 500_000,
  ignoreCost: true,
});
export const PAN = item({
  id: 'pan',
  kind: 'equipment',
  name: 'Casseruola',
  category: 'Cottura',
  units: ['NR'],
  costCents: 9000,
});
export const CATALOGUE = [RICE, FLOUR, BUTTER, EGGS, TRUFFLE, PAN];

export const line = (values: Partial<ThesisLine> = {}): ThesisLine => ({
  id: 'l1',
  position: 1,
  type: 'Ingrediente',
  productId: RICE.id,
  name: 'Riso Carnaroli',
  note: 'Riso Carnaroli',
  unit: 'KG',
  quantity: 0.5,
  quantityThousandths: 500,
  code: RICE.code,
  category: RICE.category,
  units: RICE.units,
  unitCostCents: RICE.costCents,
  ignoreCost: false,
  costCents: 200,
  ...values,
});

export const dish = (values: Partial<ThesisDish> = {}): ThesisDish => ({
  id: DISH_1,
  position: 1,
  name: 'PIATTO 1',
  description: '',
  dishType: '',
  drinkAccompaniment: false,
  drinkType: '',
  drinkName: '',
  drinkNotes: '',
  noIngredientsRequired: false,
  noEquipmentRequired: false,
  totalCents: 0,
  lines: [],
  ...values,
});

/** The final exam's thesis: budget 10,00 €, two dishes asked, types Primo and Secondo, open. */
export const thesis = (values: Partial<ThesisResponse> = {}): ThesisResponse => {
  const dishes = values.dishes ?? [dish(), dish({ id: DISH_2, position: 2, name: 'PIATTO 2' })];
  const totalCents = dishes.reduce((sum, d) => sum + d.totalCents, 0);
  return {
    id: 't1',
    slug: 'final',
    examType: 'Esame Finale',
    name: 'tesi',
    conditions: {
      id: 'c1',
      budgetCents: 1000,
      numberOfDishes: 2,
      dishBaseName: 'Piatto',
      dishTypes: ['Primo', 'Secondo'],
      drinkTypes: ['Vino', 'Analcolico'],
      ingredientsNeeded: true,
      equipmentNeeded: true,
      guidelinesUrl: 'https://example.test/linee-guida.pdf',
    },
    lockDate: '2099-06-30',
    lockDateShown: true,
    locked: false,
    thesisDeadline: '2099-06-15',
    dossierDeadline: '2099-06-20',
    thesisUploadOpen: true,
    dossierUploadOpen: true,
    thesisFile: null,
    hasDossier: true,
    dossierFile: null,
    canAddDish: true,
    totalCents,
    budgetCents: 1000,
    overBudget: totalCents > 1000,
    dishes,
    ...values,
  };
};

/**
 * Stubs `fetch` for the thesis: `GET /api/thesis/:exam` answers `current()`, the pickers answer
 * from CATALOGUE (by kind, category and name contains the search), and anything else goes to
 * `handle`. Returns the calls.
 */
export function serveThesis({
  me = examStudent(),
  current,
  handle = () => undefined,
}: {
  me?: ReturnType<typeof meWith> | null;
  current: () => ThesisResponse;
  handle?: Handler;
}) {
  return serveApi({
    me,
    handle: (call) => {
      const own = handle(call);
      if (own) return own;
      const params = new URLSearchParams(call.search);
      if (call.path === '/api/thesis/catalogue/categories') {
        const kind = params.get('kind');
        const categories = [...new Set(CATALOGUE.filter((i) => i.kind === kind).map((i) => i.category))];
        return jsonResponse(200, { categories: categories.sort() });
      }
      if (call.path === '/api/thesis/catalogue/items') {
        const search = (params.get('search') ?? '').toLowerCase();
        const items = CATALOGUE.filter(
          (i) =>
            i.kind === params.get('kind') &&
            (!params.get('category') || i.category === params.get('category')) &&
            i.name.toLowerCase().includes(search),
        );
        return jsonResponse(200, { items });
      }
      if (call.method === 'GET' && /^\/api\/thesis\/(final|intermediate)$/.test(call.path))
        return jsonResponse(200, current());
      return undefined;
    },
  });
}
