import {
  type ConditionsBody,
  type CreateCatalogueItemBody,
  DOSSIER_FINAL_ONLY,
  type ListCatalogueQuery,
  type ListCatalogueResponse,
  type RemoveCatalogueItemResponse,
  type ShoppingListResponse,
  type StaffCatalogueItem,
  type StaffConditions,
  type StaffEditionThesis,
  type StaffTheses,
  type StaffThesis,
  type UpdateCatalogueItemBody,
} from '@school/domain/thesis/contracts/staff-thesis';
import {
  type CatalogueKind,
  EXAM_TYPE_OF_SLUG,
  type ExamSlug,
  examSlugOf,
} from '@school/domain/thesis/contracts/thesis';
import { budgetLimit, dishTotalCents, isOverBudget, thesisTotalCents } from '@school/domain/thesis/dishes';
import { shoppingList } from '@school/domain/thesis/shopping-list';
import { type ExamType, FINAL_EXAM, isThesisLocked } from '@school/domain/thesis/thesis';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageAnswer } from '../../db/list-page.ts';
import {
  type CourseEditionRow,
  type ThesisCatalogueItemRow,
  type ThesisConditionsRow,
  thesisCatalogueItems,
  thesisConditions,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import {
  auditStaffChange,
  changeOnVersion,
  checkVersion,
  gone,
  removeOnVersion,
  rowVersion,
  staleRecord,
} from '../staff/staff-changes.ts';
import { findConditions } from './thesis.repository.ts';
import { domainLine, thesisView } from './thesis.service.ts';
import * as repo from './thesis-staff.repository.ts';

/**
 * The staff side of the exams and thesis (permission Tesi): the conditions of each edition and
 * exam, created and changed on the version read; the catalogue of ingredients and equipment (an
 * item dish lines use is hidden from the pickers, never deleted); the theses of an exam with their
 * totals computed from the catalogue's current costs by the domain's rules, as their students
 * see them; the shopping list (decision 48). Every change is audited in its transaction.
 */

const EXAM_ORDER: readonly ExamType[] = ['Esame Intermedio', 'Esame Finale'];

const edition = (row: CourseEditionRow) => ({
  productCode: row.productCode,
  courseName: row.courseName,
  editionName: row.editionName,
});

async function editionOf(db: DbOrTx, productCode: string): Promise<CourseEditionRow> {
  const row = await repo.findEdition(db, productCode);
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Conditions

function toConditions(row: ThesisConditionsRow): StaffConditions {
  return {
    budgetCents: row.budgetCents,
    numberOfDishes: row.numberOfDishes,
    dishBaseName: row.dishBaseName,
    dishTypes: row.dishTypes,
    drinkTypes: row.drinkTypes,
    ingredientsNeeded: row.ingredientsNeeded,
    equipmentNeeded: row.equipmentNeeded,
    guidelinesUrl: row.guidelinesUrl,
    thesisDeadline: row.thesisDeadline,
    dossierDeadline: row.dossierDeadline,
    lockDate: row.lockDate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/staff/thesis/editions/:edition — both exams of the edition, intermediate first. */
export async function getEditionThesis(
  db: DbOrTx,
  productCode: string,
  now = new Date(),
): Promise<StaffEditionThesis> {
  const row = await editionOf(db, productCode);
  const [conditions, counts] = await Promise.all([
    repo.listEditionConditions(db, productCode),
    repo.thesisCounts(db, productCode),
  ]);
  return {
    edition: edition(row),
    exams: EXAM_ORDER.map((examType) => {
      const found = conditions.find((c) => c.examType === examType) ?? null;
      return {
        slug: examSlugOf(examType),
        examType,
        conditions: found && toConditions(found),
        version: found && rowVersion(thesisConditions, found),
        locked: isThesisLocked(found?.lockDate ?? null, now),
        thesisCount: counts.get(examType) ?? 0,
      };
    }),
  };
}

/**
 * PUT /api/staff/thesis/editions/:edition/exams/:exam/conditions — created when the edition has
 * none for the exam (version null), changed otherwise, on the version read (409
 * `staff.staleRecord`). The dossier deadline is the final exam's only (400 otherwise).
 */
export async function saveConditions(
  db: Db,
  by: string,
  productCode: string,
  slug: ExamSlug,
  body: ConditionsBody,
  now = new Date(),
): Promise<StaffEditionThesis> {
  const examType = EXAM_TYPE_OF_SLUG[slug];
  await editionOf(db, productCode);
  if (examType !== FINAL_EXAM && body.dossierDeadline !== null) {
    throw new AppError(400, 'request.invalid', 'The dossier is the final exam’s only', {
      dossierDeadline: DOSSIER_FINAL_ONLY,
    });
  }
  const { version, ...values } = body;
  await db.transaction(async (tx) => {
    const locked = await repo.lockConditions(tx, productCode, examType);
    checkVersion(thesisConditions, locked, version);
    if (!locked) {
      const created = await repo.insertConditions(tx, productCode, examType, values);
      // Another staff member created them since the read (the unique index decided).
      if (!created) throw staleRecord();
      await auditStaffChange(tx, { by, table: thesisConditions, before: null, after: created });
      return;
    }
    const after = await repo.updateConditions(tx, locked.id, values);
    await auditStaffChange(tx, { by, table: thesisConditions, before: locked, after });
  });
  return getEditionThesis(db, productCode, now);
}

/**
 * DELETE /api/staff/thesis/editions/:edition/exams/:exam/conditions?version= — on the version read
 * (409 `staff.staleRecord`), and only while no student of the edition has opened a thesis of the
 * exam (409 `thesis.conditionsInUse`: change them instead). Under the conditions' row lock.
 */
export async function deleteConditions(
  db: Db,
  by: string,
  productCode: string,
  slug: ExamSlug,
  version: string,
  now = new Date(),
): Promise<StaffEditionThesis> {
  const examType = EXAM_TYPE_OF_SLUG[slug];
  await editionOf(db, productCode);
  await removeOnVersion(
    db,
    {
      by,
      table: thesisConditions,
      lock: (tx) => repo.lockConditions(tx, productCode, examType),
      seen: version,
    },
    async (tx, locked) => {
      if (((await repo.thesisCounts(tx, productCode)).get(examType) ?? 0) > 0) {
        throw new AppError(409, 'thesis.conditionsInUse', 'Students have opened theses of this exam');
      }
      await repo.deleteConditions(tx, locked.id);
    },
  );
  return getEditionThesis(db, productCode, now);
}

// ---------------------------------------------------------------------------------------------
// Theses

/**
 * GET /api/staff/thesis/editions/:edition/exams/:exam/theses — every thesis of the exam of the
 * edition's course enrolments: the student, the dishes, the total from the catalogue's current
 * costs (`dishTotalCents`, `thesisTotalCents`), over budget; three statements for the whole list.
 */
export async function listTheses(
  db: DbOrTx,
  productCode: string,
  slug: ExamSlug,
  now = new Date(),
): Promise<StaffTheses> {
  const examType = EXAM_TYPE_OF_SLUG[slug];
  const row = await editionOf(db, productCode);
  const [conditions, rows, lines] = await Promise.all([
    findConditions(db, productCode, examType),
    repo.listTheses(db, productCode, examType),
    repo.listExamLines(db, productCode, examType),
  ]);
  const linesOfDish = new Map<string, { thesisId: string; lines: typeof lines }>();
  for (const line of lines) {
    const dish = linesOfDish.get(line.line.dishId) ?? { thesisId: line.thesisId, lines: [] };
    dish.lines.push(line);
    linesOfDish.set(line.line.dishId, dish);
  }
  const dishTotals = new Map<string, number[]>();
  const lineCounts = new Map<string, number>();
  for (const dish of linesOfDish.values()) {
    dishTotals.set(dish.thesisId, [
      ...(dishTotals.get(dish.thesisId) ?? []),
      dishTotalCents(dish.lines.map(domainLine)),
    ]);
    lineCounts.set(dish.thesisId, (lineCounts.get(dish.thesisId) ?? 0) + dish.lines.length);
  }
  const budget = conditions?.budgetCents ?? null;
  return {
    edition: edition(row),
    slug,
    examType,
    hasConditions: conditions !== null,
    budgetCents: budgetLimit(budget),
    locked: isThesisLocked(conditions?.lockDate ?? null, now),
    lockDate: conditions?.lockDate ?? null,
    items: rows.map(({ thesis, student, dishCount }) => {
      const totalCents = thesisTotalCents(dishTotals.get(thesis.id) ?? []);
      return {
        id: thesis.id,
        student,
        dishCount,
        lineCount: lineCounts.get(thesis.id) ?? 0,
        totalCents,
        overBudget: isOverBudget(totalCents, budget),
        updatedAt: thesis.updatedAt.toISOString(),
      };
    }),
  };
}

/** GET /api/staff/thesis/theses/:id — the thesis as its student sees it, read only. */
export async function getThesis(db: DbOrTx, thesisId: string, now = new Date()): Promise<StaffThesis> {
  const found = await repo.findThesisWithStudent(db, thesisId);
  if (!found) throw notFound();
  const [conditions, editionRow] = await Promise.all([
    findConditions(db, found.productCode, found.thesis.examType),
    found.productCode ? repo.findEdition(db, found.productCode) : null,
  ]);
  return {
    student: found.student,
    edition: editionRow && edition(editionRow),
    thesis: await thesisView(db, found.thesis, conditions, now),
  };
}

// ---------------------------------------------------------------------------------------------
// Shopping list

/**
 * GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list — every dish line of the
 * exam's theses of the edition summed per catalogue item and unit (`shoppingList`, decision 48),
 * costed with the catalogue's current costs.
 */
export async function getShoppingList(
  db: DbOrTx,
  productCode: string,
  slug: ExamSlug,
): Promise<ShoppingListResponse> {
  const examType = EXAM_TYPE_OF_SLUG[slug];
  const row = await editionOf(db, productCode);
  const [rows, lines] = await Promise.all([
    repo.listTheses(db, productCode, examType),
    repo.listExamLines(db, productCode, examType),
  ]);
  const list = shoppingList(
    lines.map((row) => ({
      ...domainLine(row),
      note: row.line.note,
      item: row.item && {
        id: row.item.id,
        code: row.item.code,
        name: row.item.name,
        category: row.item.category,
      },
    })),
  );
  return {
    edition: edition(row),
    slug,
    examType,
    thesisCount: rows.length,
    dishCount: rows.reduce((total, r) => total + r.dishCount, 0),
    rows: list.rows,
    totalCents: list.totalCents,
  };
}

/** Whole thousandths as a decimal with three places ("0.666"), exactly. */
const decimal = (value: number, places: 2 | 3) => {
  const scale = places === 2 ? 100 : 1000;
  return `${Math.floor(value / scale)}.${String(value % scale).padStart(places, '0')}`;
};

const CSV_HEADER = {
  it: [
    'Tipo',
    'Categoria',
    'Codice',
    'Articolo',
    'Unità',
    'Quantità',
    'Righe',
    'Costo unitario €',
    'Costo €',
  ],
  en: ['Type', 'Category', 'Code', 'Item', 'Unit', 'Quantity', 'Lines', 'Unit cost €', 'Cost €'],
} as const;
const TYPE_LABEL = {
  it: { Ingrediente: 'Ingrediente', Attrezzatura: 'Attrezzatura' },
  en: { Ingrediente: 'Ingredient', Attrezzatura: 'Equipment' },
} as const;

/** The shopping list as CSV: one row per item and unit, quantities and euros with a decimal point. */
export async function shoppingListCsv(
  db: DbOrTx,
  productCode: string,
  slug: ExamSlug,
  language: 'it' | 'en',
): Promise<{ name: string; csv: string }> {
  const list = await getShoppingList(db, productCode, slug);
  const rows = list.rows.map((r) => [
    TYPE_LABEL[language][r.type],
    r.category ?? '',
    r.code ?? '',
    r.name,
    r.unit,
    decimal(r.quantityThousandths, 3),
    r.lineCount,
    r.unitCostCents === null ? '' : decimal(r.unitCostCents, 2),
    r.costCents === null ? '' : decimal(r.costCents, 2),
  ]);
  const total = [
    '',
    '',
    '',
    language === 'it' ? 'Totale' : 'Total',
    '',
    '',
    '',
    '',
    decimal(list.totalCents, 2),
  ];
  const name = language === 'it' ? 'lista-spesa' : 'shopping-list';
  return { name: `${name}-${productCode}-${slug}.csv`, csv: toCsv(CSV_HEADER[language], [...rows, total]) };
}

// ---------------------------------------------------------------------------------------------
// Catalogue

const itemVersion = (row: ThesisCatalogueItemRow) => rowVersion(thesisCatalogueItems, row);

function toItem(row: ThesisCatalogueItemRow, lineCount: number): StaffCatalogueItem {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    category: row.category,
    units: row.units,
    costCents: row.costCents,
    ignoreCost: row.ignoreCost,
    active: row.active,
    lineCount,
    version: itemVersion(row),
  };
}

/** GET /api/staff/thesis/catalogue — one statement per page (its total a window count). */
export async function listCatalogue(db: DbOrTx, query: ListCatalogueQuery): Promise<ListCatalogueResponse> {
  return pageAnswer(query, await repo.listCataloguePage(db, query), (r) => toItem(r.item, r.lineCount));
}

export async function catalogueCategories(db: DbOrTx, kind: CatalogueKind | undefined) {
  return { categories: await repo.listCatalogueCategories(db, kind) };
}

export async function getCatalogueItem(db: DbOrTx, id: string): Promise<StaffCatalogueItem> {
  const found = await repo.findCatalogueItem(db, id);
  if (!found) throw notFound();
  return toItem(found.item, found.lineCount);
}

const codeTaken = () =>
  new AppError(409, 'thesis.codeTaken', 'Another item has this code', {
    code: 'thesis.codeTaken',
  });

function itemColumns(body: CreateCatalogueItemBody | UpdateCatalogueItemBody) {
  return {
    kind: body.kind,
    code: body.code,
    name: body.name,
    category: body.category,
    units: body.units,
    costCents: body.costCents,
    ignoreCost: body.ignoreCost,
    active: body.active,
  };
}

/** POST /api/staff/thesis/catalogue — 409 `thesis.codeTaken` for a code in use. */
export async function createCatalogueItem(
  db: Db,
  by: string,
  body: CreateCatalogueItemBody,
): Promise<StaffCatalogueItem> {
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertCatalogueItem(tx, itemColumns(body));
    if (!created) throw codeTaken();
    await auditStaffChange(tx, { by, table: thesisCatalogueItems, before: null, after: created });
    return created;
  });
  return toItem(row, 0);
}

/** A staff change of a catalogue item: under the item's lock, on the version read. */
const catalogueItemChange = (by: string, id: string, seen: string) => ({
  by,
  table: thesisCatalogueItems,
  lock: (tx: DbOrTx) => repo.lockCatalogueItem(tx, id),
  seen,
});

/**
 * PUT /api/staff/thesis/catalogue/:id — on the version read. The dish lines using the item keep
 * their kind and unit: changing the kind, or dropping a unit a line is measured in, is 409
 * `thesis.itemInUse` (the field named). A new cost counts on every thesis's next read.
 */
export async function changeCatalogueItem(
  db: Db,
  by: string,
  id: string,
  body: UpdateCatalogueItemBody,
): Promise<StaffCatalogueItem> {
  await changeOnVersion(db, catalogueItemChange(by, id, body.version), async (tx) => {
    if (await repo.codeTakenByOther(tx, body.code, id)) throw codeTaken();
    const uses = await repo.usesOfItem(tx, id);
    const fields: Record<string, string> = {};
    if (uses.some((use) => use.kind !== body.kind)) fields.kind = 'thesis.itemInUse';
    const units = new Set(body.units.map((u) => u.trim().toLowerCase()));
    if (uses.some((use) => use.unit.trim() !== '' && !units.has(use.unit.trim().toLowerCase())))
      fields.units = 'thesis.itemInUse';
    if (Object.keys(fields).length > 0)
      throw new AppError(409, 'thesis.itemInUse', 'Dish lines use this kind or unit', fields);
    return repo.updateCatalogueItem(tx, id, itemColumns(body));
  });
  return getCatalogueItem(db, id);
}

/**
 * DELETE /api/staff/thesis/catalogue/:id?version= — an item no dish line uses is deleted; one
 * that lines use is hidden from the pickers (its lines keep it, with its cost).
 */
export async function removeCatalogueItem(
  db: Db,
  by: string,
  id: string,
  version: string,
): Promise<RemoveCatalogueItemResponse> {
  const after = await changeOnVersion(db, catalogueItemChange(by, id, version), async (tx, before) => {
    if ((await repo.usesOfItem(tx, id)).length > 0)
      return repo.updateCatalogueItem(tx, id, { active: false });
    await repo.deleteCatalogueItem(tx, id);
    return gone(before);
  });
  // A deleted item's row after is its id alone (`gone`).
  const outcome = 'active' in after ? ('hidden' as const) : ('deleted' as const);
  return { outcome, item: outcome === 'deleted' ? null : await getCatalogueItem(db, id) };
}
