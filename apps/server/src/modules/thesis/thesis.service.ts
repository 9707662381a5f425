import type { AccessSubject } from '@school/domain/access/subject';
import { dossierUploadMessage } from '@school/domain/internship/stage';
import type { UploadRefusal } from '@school/domain/shared/uploads';
import {
  CATALOGUE_KIND_OF_LINE,
  type CatalogueItem,
  type CatalogueItemsQuery,
  CatalogueItemsResponseSchema,
  type CatalogueKind,
  CategoriesResponseSchema,
  EXAM_TYPE_OF_SLUG,
  type ExamSlug,
  examSlugOf,
  type ListExamsResponse,
  THESIS_DISHES_MAX,
  type ThesisDish,
  type ThesisFileUploadBody,
  type ThesisResponse,
  type ThesisUploadedFile,
} from '@school/domain/thesis/contracts/thesis';
import {
  blankPlaceholderNote,
  budgetLimit,
  type DishDraft,
  type DishInput,
  type DishLine,
  dishProblems,
  dishTotalCents,
  isOverBudget,
  type LineType,
  lineCostCents,
  lineName,
  quantityToThousandths,
  thesisTotalCents,
  thousandthsToQuantity,
} from '@school/domain/thesis/dishes';
import {
  canAddDish,
  dishesToCreate,
  type ExamType,
  examOpenedAutomatically,
  hasThesisDossier,
  isLockDateShown,
  isThesisAreaEnabled,
  isThesisDossierUploadOpen,
  isThesisFileUploadOpen,
  isThesisLocked,
  isThesisUploadOpen,
  numberOfDishes,
  THESIS_CONDITIONS_MISSING_MESSAGE,
  THESIS_FILE_TYPES,
  THESIS_NAME,
  type ThesisFileKind,
  visibleExams,
} from '@school/domain/thesis/thesis';
import type { Db, DbOrTx } from '../../db/client.ts';
import type {
  ThesisCatalogueItemRow,
  ThesisConditionsRow,
  ThesisDishRow,
  ThesisRow,
} from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { KeptJson } from '../../lib/kept-json.ts';
import { checkUpload, storeUpload, type UploadDeps } from '../../lib/uploads.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { acceptedCourseEnrolment } from '../../plugins/app/access.ts';
import type { DocumentDownload } from '../candidate/candidate.service.ts';
import {
  catalogueItemsByIds,
  deleteDish as deleteDishRow,
  dishCountAndLastPosition,
  editionThesisCount,
  enrolmentEdition,
  findConditions,
  findOwnDish,
  findThesis,
  insertDishes,
  insertThesisIfMissing,
  type LineWithItem,
  listDishes,
  listDishLines,
  listLines,
  lockThesis,
  replaceLines,
  setThesisFile,
  thesisFileOf,
  updateDish,
} from './thesis.repository.ts';
import { pickerCategoriesAnswer, pickerItemsAnswer } from './thesis-catalogue.ts';

/**
 * Exams and thesis for the student whose course enrolment (`chooseCourseEnrolment`, as the access
 * rules read it) has the exam's flag. The thesis belongs to that enrolment and is created on the
 * first read with the dishes the conditions ask for. Every cost and total is computed here from
 * the catalogue's costs with the domain's rules, never taken from the request. A change of a
 * dish locks the thesis row first and re-reads the other dishes under it, so two saves of one
 * thesis cannot pass the budget together (architecture, "Scarce things and locks").
 */

const conditionsMissing = () =>
  new AppError(409, 'thesis.conditionsMissing', THESIS_CONDITIONS_MISSING_MESSAGE);
const editsLocked = () => new AppError(409, 'thesis.editsLocked', 'The thesis is locked for changes');

const LINE_TYPE_OF_KIND = { ingredient: 'Ingrediente', equipment: 'Attrezzatura' } as const satisfies Record<
  CatalogueKind,
  LineType
>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The exam of the address, when the student's course has its flag (403 otherwise). */
function enabledExam(subject: AccessSubject, slug: ExamSlug): ExamType {
  const examType = EXAM_TYPE_OF_SLUG[slug];
  if (!isThesisAreaEnabled(subject, examType)) throw forbidden();
  return examType;
}

/** A stored line as the domain's rules read it, with its catalogue item's cost and ignore-cost. */
function domainLine({ line, item }: LineWithItem): DishLine {
  return {
    type: LINE_TYPE_OF_KIND[line.kind],
    note: line.note,
    unit: line.unit,
    quantity: line.quantityThousandths,
    ignoreCost: item?.ignoreCost ?? false,
    unitCostCents: item?.costCents ?? null,
  };
}

function toCatalogueItem(item: ThesisCatalogueItemRow): CatalogueItem {
  return {
    id: item.id,
    kind: item.kind,
    category: item.category,
    name: item.name,
    code: item.code,
    units: item.units,
    costCents: item.costCents,
    ignoreCost: item.ignoreCost,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listExams(db: Db, subject: AccessSubject): Promise<ListExamsResponse> {
  const enrolment = acceptedCourseEnrolment(subject);
  const count = await editionThesisCount(db, await enrolmentEdition(db, enrolment.id));
  const opened = examOpenedAutomatically(subject, count);
  return {
    exams: visibleExams(subject).map((examType) => ({
      slug: examSlugOf(examType),
      examType,
      name: THESIS_NAME[examType],
    })),
    openAutomatically: opened ? examSlugOf(opened) : null,
  };
}

/**
 * The enrolment's thesis of the exam, created when missing, with the dishes missing up to the
 * conditions' number (`dishesToCreate`) added under the thesis's lock: two first reads at once
 * make one thesis (its unique index) and one set of dishes.
 */
async function ensureThesis(
  db: Db,
  enrolmentId: string,
  examType: ExamType,
  conditions: ThesisConditionsRow | null,
): Promise<ThesisRow> {
  const wanted = numberOfDishes(conditions?.numberOfDishes);
  const existing = await findThesis(db, enrolmentId, examType);
  if (existing && (await dishCountAndLastPosition(db, existing.id)).count >= wanted) return existing;
  return db.transaction(async (tx) => {
    await insertThesisIfMissing(tx, { enrolmentId, examType, name: THESIS_NAME[examType] });
    const found = await findThesis(tx, enrolmentId, examType);
    const thesis = found && (await lockThesis(tx, found.id));
    if (!thesis) throw new Error('thesis not created');
    const { count } = await dishCountAndLastPosition(tx, thesis.id);
    await insertDishes(
      tx,
      thesis.id,
      dishesToCreate({
        existingCount: count,
        numberOfDishes: conditions?.numberOfDishes ?? null,
        baseName: conditions?.dishBaseName ?? null,
      }),
    );
    return thesis;
  });
}

/** The whole thesis as it now is: conditions, dishes, lines with their costs, totals, budget, lock. */
async function thesisView(
  db: DbOrTx,
  thesis: ThesisRow,
  conditions: ThesisConditionsRow | null,
  now: Date,
): Promise<ThesisResponse> {
  const [dishes, lines] = await Promise.all([listDishes(db, thesis.id), listLines(db, thesis.id)]);
  const linesOf = new Map<string, LineWithItem[]>();
  for (const row of lines) linesOf.set(row.line.dishId, [...(linesOf.get(row.line.dishId) ?? []), row]);

  const dishViews: ThesisDish[] = dishes.map((dish) => dishView(dish, linesOf.get(dish.id) ?? []));
  const totalCents = thesisTotalCents(dishViews.map((d) => d.totalCents));
  const lockDate = conditions?.lockDate ?? null;
  const locked = isThesisLocked(lockDate, now);
  const examType = thesis.examType;
  return {
    id: thesis.id,
    slug: examSlugOf(examType),
    examType,
    name: thesis.name,
    conditions: conditions && {
      id: conditions.id,
      budgetCents: budgetLimit(conditions.budgetCents),
      numberOfDishes: conditions.numberOfDishes,
      dishBaseName: conditions.dishBaseName,
      dishTypes: conditions.dishTypes,
      drinkTypes: conditions.drinkTypes,
      ingredientsNeeded: conditions.ingredientsNeeded,
      equipmentNeeded: conditions.equipmentNeeded,
      guidelinesUrl: conditions.guidelinesUrl,
    },
    lockDate,
    lockDateShown: isLockDateShown(lockDate, now),
    locked,
    thesisDeadline: conditions?.thesisDeadline ?? null,
    dossierDeadline: conditions?.dossierDeadline ?? null,
    thesisUploadOpen:
      conditions !== null && isThesisUploadOpen({ thesisDeadline: conditions.thesisDeadline }, now),
    dossierUploadOpen:
      conditions !== null &&
      isThesisDossierUploadOpen({ examType, dossierDeadline: conditions.dossierDeadline }, now),
    thesisFile: uploadedFileView(thesis, 'thesis'),
    hasDossier: hasThesisDossier(examType),
    dossierFile: hasThesisDossier(examType) ? uploadedFileView(thesis, 'dossier') : null,
    canAddDish:
      canAddDish({ hasConditions: conditions !== null, locked }) && dishes.length < THESIS_DISHES_MAX,
    totalCents,
    budgetCents: budgetLimit(conditions?.budgetCents),
    overBudget: isOverBudget(totalCents, conditions?.budgetCents),
    dishes: dishViews,
  };
}

function uploadedFileView(thesis: ThesisRow, kind: ThesisFileKind): ThesisUploadedFile | null {
  const file = thesisFileOf(thesis, kind);
  return (
    file && {
      fileName: file.fileName,
      size: file.size,
      uploadedAt: file.uploadedAt.toISOString(),
      downloadUrl: `/api/thesis/${examSlugOf(thesis.examType)}/files/${kind}`,
    }
  );
}

function dishView(dish: ThesisDishRow, rows: LineWithItem[]): ThesisDish {
  const lines = rows.map((row) => {
    const line = domainLine(row);
    const note = blankPlaceholderNote(row.line.note);
    return {
      id: row.line.id,
      position: row.line.position,
      type: line.type,
      productId: row.line.catalogueItemId,
      name: lineName(note),
      note,
      unit: row.line.unit,
      quantity: line.quantity === null ? null : thousandthsToQuantity(line.quantity),
      quantityThousandths: line.quantity,
      code: row.item?.code ?? null,
      category: row.item?.category ?? null,
      units: row.item?.units ?? [],
      unitCostCents: line.unitCostCents,
      ignoreCost: line.ignoreCost,
      costCents: lineCostCents(line),
    };
  });
  return {
    id: dish.id,
    position: dish.position,
    name: dish.name,
    description: dish.description,
    dishType: dish.dishType,
    drinkAccompaniment: dish.drinkAccompaniment,
    drinkType: dish.drinkType,
    drinkName: dish.drinkName,
    drinkNotes: dish.drinkNotes,
    noIngredientsRequired: dish.noIngredientsRequired,
    noEquipmentRequired: dish.noEquipmentRequired,
    totalCents: dishTotalCents(rows.map(domainLine)),
    lines,
  };
}

/**
 * The exam of the address (403 without its flag), the student's course enrolment and its edition's
 * conditions for that exam (null while the school has set none).
 */
async function examConditions(db: Db, subject: AccessSubject, slug: ExamSlug) {
  const examType = enabledExam(subject, slug);
  const enrolment = acceptedCourseEnrolment(subject);
  const conditions = await findConditions(db, await enrolmentEdition(db, enrolment.id), examType);
  return { examType, enrolment, conditions };
}

/** GET /api/thesis/:exam (getTesi, setTesi when missing, getCondizioni). */
export async function getThesis(
  db: Db,
  subject: AccessSubject,
  slug: ExamSlug,
  now = new Date(),
): Promise<ThesisResponse> {
  const { examType, enrolment, conditions } = await examConditions(db, subject, slug);
  const thesis = await ensureThesis(db, enrolment.id, examType, conditions);
  return thesisView(db, thesis, conditions, now);
}

// ---------------------------------------------------------------------------------------------
// Changing the dishes

/**
 * The student's own dish (404 for anyone else's), its thesis and the thesis's conditions, while the
 * thesis may still be edited (409 `thesis.editsLocked` after the lock date).
 */
async function ownOpenDish(db: Db, subject: AccessSubject, dishId: string, now: Date) {
  const enrolment = acceptedCourseEnrolment(subject);
  const found = await findOwnDish(db, dishId, enrolment.id);
  if (!found) throw notFound();
  if (!isThesisAreaEnabled(subject, found.thesis.examType)) throw forbidden();
  const conditions = await findConditions(
    db,
    await enrolmentEdition(db, enrolment.id),
    found.thesis.examType,
  );
  if (!conditions) throw conditionsMissing();
  if (isThesisLocked(conditions.lockDate, now)) throw editsLocked();
  return { ...found, enrolmentId: enrolment.id, conditions };
}

/**
 * The catalogue items the lines name, checked before any lock: each must exist and be of the
 * line's kind, and the line's unit one of the item's units (when it lists any). 400 with a code
 * per line otherwise.
 */
async function linesCatalogue(
  db: Db,
  input: DishInput,
  keptProductIds: ReadonlySet<string>,
): Promise<Map<string, ThesisCatalogueItemRow>> {
  const ids = [
    ...new Set(input.lines.flatMap((l) => (l.productId && UUID.test(l.productId) ? [l.productId] : []))),
  ];
  const items = new Map((await catalogueItemsByIds(db, ids)).map((item) => [item.id, item]));
  const fields: Record<string, string> = {};
  input.lines.forEach((line, index) => {
    if (line.productId === null) return;
    const item = items.get(line.productId);
    // An item staff hid stays on the lines that had it; no line takes it anew.
    const offered = item && (item.active || keptProductIds.has(item.id));
    if (!item || !offered || item.kind !== CATALOGUE_KIND_OF_LINE[line.type]) {
      fields[`lines.${index}.productId`] = 'thesis.productNotFound';
      return;
    }
    const unit = line.unit.trim().toLowerCase();
    if (unit !== '' && item.units.length > 0 && !item.units.some((u) => u.trim().toLowerCase() === unit)) {
      fields[`lines.${index}.unit`] = 'thesis.unitNotOffered';
    }
  });
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'request.invalid', 'A line names a product it cannot', fields);
  return items;
}

/** The dish's own fields as the student entered them, without its lines: what the rules read of it. */
function dishFields(input: DishInput): Omit<DishDraft, 'lines'> {
  return {
    name: input.name,
    description: input.description,
    dishType: input.dishType,
    drinkAccompaniment: input.drinkAccompaniment,
    drinkType: input.drinkType,
    drinkName: input.drinkName,
    drinkNotes: input.drinkNotes,
    noEquipmentRequired: input.noEquipmentRequired,
  };
}

/** The dish as the rules read it: the input with the catalogue's costs and ignore-cost flags. */
function draftOf(input: DishInput, items: Map<string, ThesisCatalogueItemRow>): DishDraft {
  return {
    ...dishFields(input),
    lines: input.lines.map((line) => {
      const item = line.productId ? items.get(line.productId) : undefined;
      return {
        type: line.type,
        note: line.note,
        unit: line.unit,
        quantity: line.quantity === null ? null : quantityToThousandths(line.quantity),
        ignoreCost: item?.ignoreCost ?? false,
        unitCostCents: item?.costCents ?? null,
      };
    }),
  };
}

/**
 * PUT /api/thesis/dishes/:id (setPiatto): the dish and its lines. Under the thesis's lock the
 * other dishes' totals are read again and `dishProblems` decides: 409 `thesis.editsLocked` after
 * the lock date, 400 with a code per field, 409 `thesis.overBudget` ("Fuori Budget"); nothing
 * is written then.
 */
export async function saveDish(
  db: Db,
  subject: AccessSubject,
  dishId: string,
  input: DishInput,
  now = new Date(),
): Promise<ThesisResponse> {
  const { thesis, conditions, enrolmentId } = await ownOpenDish(db, subject, dishId, now);
  const kept = new Set(
    (await listDishLines(db, dishId)).flatMap((line) => (line.catalogueItemId ? [line.catalogueItemId] : [])),
  );
  const items = await linesCatalogue(db, input, kept);
  const draft = draftOf(input, items);

  const saved = await db.transaction(async (tx) => {
    const row = await lockThesis(tx, thesis.id);
    if (!row || !(await findOwnDish(tx, dishId, enrolmentId))) throw notFound();
    const others = await listLines(tx, thesis.id, { exceptDishId: dishId });
    const problems = dishProblems({
      dish: draft,
      locked: isThesisLocked(conditions.lockDate, now),
      conditions: {
        dishTypes: conditions.dishTypes,
        drinkTypes: conditions.drinkTypes,
        budgetCents: conditions.budgetCents,
      },
      otherDishesTotalCents: dishTotalCents(others.map(domainLine)),
    });
    if (problems.some((p) => p.code === 'editsLocked')) throw editsLocked();
    const fields: Record<string, string> = {};
    for (const p of problems) {
      if (p.code === 'overBudget') continue;
      fields[p.path.join('.') || '_'] ??= `thesis.${p.code}`;
    }
    if (Object.keys(fields).length > 0)
      throw new AppError(400, 'request.invalid', 'The dish cannot be saved', fields);
    if (problems.some((p) => p.code === 'overBudget'))
      throw new AppError(409, 'thesis.overBudget', 'Fuori Budget: the thesis total would exceed its budget');

    await updateDish(tx, dishId, {
      ...dishFields(input),
      noIngredientsRequired: input.noIngredientsRequired,
    });
    await replaceLines(
      tx,
      dishId,
      input.lines.map((line, i) => ({
        kind: CATALOGUE_KIND_OF_LINE[line.type],
        catalogueItemId: line.productId,
        note: line.note,
        unit: line.unit,
        quantityThousandths: draft.lines[i]?.quantity ?? null,
      })),
    );
    return row;
  });
  return thesisView(db, saved, conditions, now);
}

/**
 * A dish added or deleted in one transaction under the thesis row's lock (404 when the thesis is
 * gone): `change` is given the dishes' count and last position as they stand under the lock. Answers
 * the thesis as it now is.
 */
async function changeDishes(
  db: Db,
  { thesis, conditions }: { thesis: ThesisRow; conditions: ThesisConditionsRow },
  now: Date,
  change: (tx: DbOrTx, dishes: { count: number; lastPosition: number }) => Promise<void>,
): Promise<ThesisResponse> {
  await db.transaction(async (tx) => {
    if (!(await lockThesis(tx, thesis.id))) throw notFound();
    await change(tx, await dishCountAndLastPosition(tx, thesis.id));
  });
  return thesisView(db, thesis, conditions, now);
}

/** POST /api/thesis/:exam/dishes: "Add-dish shows only when conditions exist and edits are not locked." */
export async function addDish(
  db: Db,
  subject: AccessSubject,
  slug: ExamSlug,
  now = new Date(),
): Promise<ThesisResponse> {
  const { examType, enrolment, conditions } = await examConditions(db, subject, slug);
  if (!conditions) throw conditionsMissing();
  if (isThesisLocked(conditions.lockDate, now)) throw editsLocked();
  const thesis = await ensureThesis(db, enrolment.id, examType, conditions);
  return changeDishes(db, { thesis, conditions }, now, async (tx, { count, lastPosition }) => {
    if (!canAddDish({ hasConditions: true, locked: isThesisLocked(conditions.lockDate, now) }))
      throw editsLocked();
    if (count >= THESIS_DISHES_MAX)
      throw new AppError(409, 'thesis.tooManyDishes', 'The thesis has the most dishes it may');
    // The next dish, named as the created ones: "{base} {n}".
    const next = dishesToCreate({
      existingCount: lastPosition,
      numberOfDishes: lastPosition + 1,
      baseName: conditions.dishBaseName,
    });
    await insertDishes(tx, thesis.id, next);
  });
}

/**
 * DELETE /api/thesis/dishes/:id: a dish beyond the number the conditions ask for (the others would
 * be created again on the next read), while the thesis is not locked.
 */
export async function deleteDish(
  db: Db,
  subject: AccessSubject,
  dishId: string,
  now = new Date(),
): Promise<ThesisResponse> {
  const { thesis, conditions, enrolmentId } = await ownOpenDish(db, subject, dishId, now);
  return changeDishes(db, { thesis, conditions }, now, async (tx, { count }) => {
    if (!(await findOwnDish(tx, dishId, enrolmentId))) throw notFound();
    if (count <= numberOfDishes(conditions.numberOfDishes))
      throw new AppError(409, 'thesis.dishRequired', 'The conditions ask for this dish');
    await deleteDishRow(tx, dishId);
  });
}

// ---------------------------------------------------------------------------------------------
// The pickers

/**
 * GET /api/thesis/catalogue/categories (getCategoriaIngrAttr), as JSON text: made once per
 * catalogue held (`pickerCategoriesAnswer`).
 */
export function catalogueCategoriesJson(db: Db, kind: CatalogueKind): Promise<KeptJson> {
  return pickerCategoriesAnswer(db, kind, (categories) => CategoriesResponseSchema.encode({ categories }));
}

/**
 * GET /api/thesis/catalogue/items (getIngredientiAttrezzaturaTesi), as JSON text: made once per
 * catalogue held and question (`pickerItemsAnswer`).
 */
export function catalogueItemsJson(db: Db, query: CatalogueItemsQuery): Promise<KeptJson> {
  return pickerItemsAnswer(db, query, (items) =>
    CatalogueItemsResponseSchema.encode({ items: items.map(toCatalogueItem) }),
  );
}

// ---------------------------------------------------------------------------------------------
// The thesis file and the dossier

/**
 * 409 unless the file may be uploaded now: the dossier row is the final exam's only
 * (`thesis.noDossier`), each file until its deadline (`thesis.thesisUploadClosed`,
 * `thesis.dossierUploadClosed`; the deadline day itself is open).
 */
function assertFileUploadOpen(
  kind: ThesisFileKind,
  examType: ExamType,
  conditions: ThesisConditionsRow,
  now: Date,
) {
  if (kind === 'dossier' && !hasThesisDossier(examType))
    throw new AppError(409, 'thesis.noDossier', 'Only the final exam has a dossier');
  if (isThesisFileUploadOpen(kind, { ...conditions, examType }, now)) return;
  throw kind === 'thesis'
    ? new AppError(409, 'thesis.thesisUploadClosed', 'The thesis upload deadline has passed')
    : new AppError(409, 'thesis.dossierUploadClosed', 'The dossier upload deadline has passed');
}

/**
 * `checkUpload` with the thesis files' types (pdf, docx, doc; 4,718,592 bytes), its refusals told
 * in the portal's three upload texts (decision 45: the same as the internship dossier's).
 */
function checkThesisFile(body: ThesisFileUploadBody) {
  try {
    return checkUpload(body, THESIS_FILE_TYPES);
  } catch (err) {
    const message = err instanceof AppError ? dossierUploadMessage(err.code as UploadRefusal) : null;
    if (err instanceof AppError && message) throw new AppError(err.status, err.code, message, err.fields);
    throw err;
  }
}

/**
 * POST /api/thesis/:exam/files/:kind: the thesis file or the dossier, through the one upload path.
 * Refused before anything is stored without conditions, after the file's deadline or for the
 * intermediate exam's dossier; the file is stored before the thesis row's lock, the rule checked
 * again under it, the file it replaces deleted after the commit. Answers the thesis.
 */
export async function uploadThesisFile(
  deps: UploadDeps,
  subject: AccessSubject,
  slug: ExamSlug,
  kind: ThesisFileKind,
  body: ThesisFileUploadBody,
  now = new Date(),
): Promise<ThesisResponse> {
  const { examType, enrolment, conditions } = await examConditions(deps.db, subject, slug);
  if (!conditions) throw conditionsMissing();
  assertFileUploadOpen(kind, examType, conditions, now);
  const file = checkThesisFile(body);
  const thesis = await ensureThesis(deps.db, enrolment.id, examType, conditions);
  const saved = await storeUpload(deps, file, async (tx, stored) => {
    const row = await lockThesis(tx, thesis.id);
    if (!row) throw notFound();
    assertFileUploadOpen(kind, examType, conditions, now);
    await setThesisFile(tx, row.id, kind, stored);
    return { saved: row, replacedKey: thesisFileOf(row, kind)?.storageKey ?? null };
  });
  const current = (await findThesis(deps.db, enrolment.id, examType)) ?? saved;
  return thesisView(deps.db, current, conditions, now);
}

const fileNotFound = () => new AppError(404, 'thesis.fileNotFound', 'No file uploaded');

/**
 * GET /api/thesis/:exam/files/:kind: the student's own uploaded thesis file or dossier; 404
 * `thesis.fileNotFound` when none was uploaded, 503 `thesis.fileDownloadFailed` when the store fails.
 */
export async function openThesisFile(
  deps: { db: Db; storage: FileStorage },
  subject: AccessSubject,
  slug: ExamSlug,
  kind: ThesisFileKind,
): Promise<DocumentDownload> {
  const examType = enabledExam(subject, slug);
  const thesis = await findThesis(deps.db, acceptedCourseEnrolment(subject).id, examType);
  const stored = thesis && thesisFileOf(thesis, kind);
  if (!stored) throw fileNotFound();
  const file = await deps.storage.get(stored.storageKey).catch(() => {
    throw new AppError(503, 'thesis.fileDownloadFailed', 'Impossibile scaricare il documento.');
  });
  if (!file) throw fileNotFound();
  return {
    file,
    fileName: stored.fileName,
    contentType: stored.contentType ?? 'application/octet-stream',
  };
}

/** The staff console reads theses as their students see them (thesis-staff.service.ts). */
export { domainLine, thesisView };
