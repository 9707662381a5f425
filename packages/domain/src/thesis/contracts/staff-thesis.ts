import { z } from 'zod';
import { parseUrl } from '../../elearning/lessons.ts';
import { text } from '../../shared/text.ts';
import { staffDate, versionField } from '../../staff/contracts/fields.ts';
import { optionalFilter, staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import { DISH_CHOICE_MAX, DISH_NAME_MAX, LINE_NOTE_MAX, LINE_TYPES } from '../dishes.ts';
import { EXAM_TYPES } from '../thesis.ts';
import {
  CATALOGUE_KINDS,
  EXAM_SLUGS,
  THESIS_DISHES_MAX,
  ThesisConditionsSchema,
  ThesisResponseSchema,
} from './thesis.ts';

/**
 * The exams and thesis in the staff console (permission Tesi, area `thesis`); its endpoints are
 * `staffThesisApi` in `staff-endpoints.ts`.
 * Money is whole euro cents and quantities whole thousandths (decision 45); every total is computed
 * from the catalogue's current costs on each read. The shopping list's reading: decision 48.
 */

// ---------------------------------------------------------------------------------------------
// Limits (ours: the specification states none for the staff's side)

/** The largest budget of a thesis, 100.000,00 €. */
export const CONDITIONS_BUDGET_MAX_CENTS = 10_000_000;
/** The base name leaves room for " 20" within the dish name's limit ("{base} {n}"). */
export const DISH_BASE_NAME_MAX = DISH_NAME_MAX - 3;
/** At most this many dish types and drink types each. */
export const CONDITIONS_TYPES_MAX = 20;
/** A guidelines link (Link_Corso__c). */
export const GUIDELINES_URL_MAX = 2000;
/** The largest cost per unit of a catalogue item, 100.000,00 € (saffron is 12.000,00 € a kg). */
export const CATALOGUE_COST_MAX_CENTS = 10_000_000;
/** Codice_Arca__c: letters, digits, dot, dash and underscore. */
export const CATALOGUE_CODE_MAX = 40;
export const CATALOGUE_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const CATALOGUE_NAME_MAX = LINE_NOTE_MAX;
export const CATALOGUE_CATEGORY_MAX = DISH_CHOICE_MAX;
/** A unit (KG, LT, NR…) and how many an item may offer. */
export const CATALOGUE_UNIT_MAX = 20;
export const CATALOGUE_UNITS_MAX = 10;
/** The catalogue's page sizes in the console. */
export const CATALOGUE_PAGE_SIZE = 25;

// ---------------------------------------------------------------------------------------------
// Addresses

/** A course edition's product code in the address. */
export const EditionParamsSchema = z.object({
  edition: text(DISH_CHOICE_MAX).min(1, { error: 'request.invalid' }),
});
export const EditionExamParamsSchema = EditionParamsSchema.extend({
  exam: z.enum(EXAM_SLUGS, { error: 'request.invalid' }),
});
export const CsvQuerySchema = z.strictObject({ lang: z.enum(['it', 'en']).default('it') });

// ---------------------------------------------------------------------------------------------
// Conditions

const wholeNumber = (max: number, error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(max, { error });

/** A semicolon list's values (Tipo_Piatto__c, Tipo_bevanda__c): no semicolon inside, each once. */
const typeList = z
  .array(
    text(DISH_CHOICE_MAX)
      .min(1, { error: 'candidate.required' })
      .refine((v) => !v.includes(';'), { error: 'thesis.typeSemicolon' }),
    { error: 'request.invalid' },
  )
  .max(CONDITIONS_TYPES_MAX, { error: 'thesis.tooManyTypes' })
  .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, {
    error: 'thesis.typeRepeated',
  });

const optionalDate = staffDate.nullable();

/** An https address without credentials or blanks: the link students open (Link_Corso__c). */
export function isHttpsLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  const url = parseUrl(value);
  return (
    url !== null &&
    url.protocol === 'https:' &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

/**
 * PUT /api/staff/thesis/editions/:edition/exams/:exam/conditions — the conditions of the edition
 * for one exam (getCondizioni's fields and the thesis's three dates). `version` is the version
 * read, null when the edition has none for the exam yet (they are created); 409
 * `staff.staleRecord` when they changed (or were created) since. The dossier is the final exam's
 * only ("dossier row (final only)").
 */
export const ConditionsBodySchema = z
  .strictObject({
    /** Budget_Complessivo__c in cents; null or 0: no budget. */
    budgetCents: wholeNumber(CONDITIONS_BUDGET_MAX_CENTS, 'thesis.invalidBudget').nullable(),
    /** Numero_Piatti__c */
    numberOfDishes: wholeNumber(THESIS_DISHES_MAX, 'thesis.invalidDishCount').nullable(),
    /** Nome_piatto__c */
    dishBaseName: text(DISH_BASE_NAME_MAX),
    dishTypes: typeList,
    drinkTypes: typeList,
    ingredientsNeeded: z.boolean({ error: 'request.invalid' }),
    equipmentNeeded: z.boolean({ error: 'request.invalid' }),
    /** Link_Corso__c: an https address, or empty. */
    guidelinesUrl: text(GUIDELINES_URL_MAX).refine((v) => v === '' || isHttpsLink(v), {
      error: 'thesis.invalidUrl',
    }),
    thesisDeadline: optionalDate,
    dossierDeadline: optionalDate,
    lockDate: optionalDate,
    version: versionField.nullable(),
  })
  .superRefine((body, ctx) => {
    for (const field of ['dishTypes', 'drinkTypes'] as const) {
      if (body[field].join(';').length > 4000)
        ctx.addIssue({ code: 'custom', message: 'thesis.tooManyTypes', path: [field] });
    }
  });
export type ConditionsBody = z.infer<typeof ConditionsBodySchema>;

/** 400 for a dossier deadline on the intermediate exam (the dossier is the final exam's only). */
export const DOSSIER_FINAL_ONLY = 'thesis.dossierFinalOnly';

/** The conditions as staff keep them: the student's view of them with the thesis's three dates. */
export const StaffConditionsSchema = ThesisConditionsSchema.omit({ id: true }).extend({
  thesisDeadline: z.string().nullable(),
  dossierDeadline: z.string().nullable(),
  lockDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type StaffConditions = z.infer<typeof StaffConditionsSchema>;

/** One exam of an edition: its conditions (null: none yet), version, lock and theses. */
export const StaffExamSchema = z.object({
  slug: z.enum(EXAM_SLUGS),
  examType: z.enum(EXAM_TYPES),
  conditions: StaffConditionsSchema.nullable(),
  /** The version the next change is made on; null when there are no conditions yet. */
  version: z.string().nullable(),
  /** The lock date is past: students can no longer change their dishes. */
  locked: z.boolean(),
  thesisCount: z.number().int(),
});
export type StaffExam = z.infer<typeof StaffExamSchema>;

export const StaffEditionRefSchema = z.object({
  productCode: z.string(),
  courseName: z.string(),
  editionName: z.string(),
});

/** GET /api/staff/thesis/editions/:edition — both exams, intermediate first. */
export const StaffEditionThesisSchema = z.object({
  edition: StaffEditionRefSchema,
  exams: z.array(StaffExamSchema),
});
export type StaffEditionThesis = z.infer<typeof StaffEditionThesisSchema>;

// ---------------------------------------------------------------------------------------------
// Theses

export const StaffStudentSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  registrationNumber: z.string().nullable(),
});

/** A row of the theses of an exam: the student, how many dishes, the total from today's costs. */
export const StaffThesisRowSchema = z.object({
  id: z.string(),
  student: StaffStudentSchema,
  dishCount: z.number().int(),
  lineCount: z.number().int(),
  totalCents: z.number().int(),
  overBudget: z.boolean(),
  updatedAt: z.string(),
});
export type StaffThesisRow = z.infer<typeof StaffThesisRowSchema>;

/** GET /api/staff/thesis/editions/:edition/exams/:exam/theses */
export const StaffThesesSchema = z.object({
  edition: StaffEditionRefSchema,
  slug: z.enum(EXAM_SLUGS),
  examType: z.enum(EXAM_TYPES),
  hasConditions: z.boolean(),
  budgetCents: z.number().int().nullable(),
  locked: z.boolean(),
  lockDate: z.string().nullable(),
  items: z.array(StaffThesisRowSchema),
});
export type StaffTheses = z.infer<typeof StaffThesesSchema>;

/** GET /api/staff/thesis/theses/:id — the thesis as its student sees it, with who and which edition. */
export const StaffThesisSchema = z.object({
  student: StaffStudentSchema,
  edition: StaffEditionRefSchema.nullable(),
  thesis: ThesisResponseSchema,
});
export type StaffThesis = z.infer<typeof StaffThesisSchema>;

// ---------------------------------------------------------------------------------------------
// Shopping list

export const ShoppingListRowSchema = z.object({
  itemId: z.string().nullable(),
  type: z.enum(LINE_TYPES),
  code: z.string().nullable(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.string(),
  quantityThousandths: z.number().int(),
  lineCount: z.number().int(),
  unitCostCents: z.number().int().nullable(),
  costCents: z.number().int().nullable(),
});
export type ShoppingListRowView = z.infer<typeof ShoppingListRowSchema>;

/** GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list */
export const ShoppingListResponseSchema = z.object({
  edition: StaffEditionRefSchema,
  slug: z.enum(EXAM_SLUGS),
  examType: z.enum(EXAM_TYPES),
  thesisCount: z.number().int(),
  dishCount: z.number().int(),
  rows: z.array(ShoppingListRowSchema),
  totalCents: z.number().int(),
});
export type ShoppingListResponse = z.infer<typeof ShoppingListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Catalogue

export const CATALOGUE_STATUSES = ['active', 'hidden'] as const;

/** GET /api/staff/thesis/catalogue — by code or name (part of it), kind, category, shown or hidden. */
export const ListCatalogueQuerySchema = z.strictObject({
  kind: z.enum(CATALOGUE_KINDS, { error: 'request.invalid' }).optional(),
  category: optionalFilter,
  search: optionalFilter,
  status: z.enum(CATALOGUE_STATUSES, { error: 'request.invalid' }).optional(),
  ...staffPaging,
});
export type ListCatalogueQuery = z.infer<typeof ListCatalogueQuerySchema>;

export const CatalogueKindQuerySchema = z.strictObject({
  kind: z.enum(CATALOGUE_KINDS, { error: 'request.invalid' }).optional(),
});

const cost = wholeNumber(CATALOGUE_COST_MAX_CENTS, 'thesis.invalidCost').nullable();

const unitList = z
  .array(
    text(CATALOGUE_UNIT_MAX)
      .min(1, { error: 'candidate.required' })
      .refine((v) => !v.includes(';'), { error: 'thesis.typeSemicolon' }),
    { error: 'request.invalid' },
  )
  .min(1, { error: 'thesis.unitsMissing' })
  .max(CATALOGUE_UNITS_MAX, { error: 'thesis.tooManyUnits' })
  .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, {
    error: 'thesis.unitRepeated',
  });

/** The fields of an item as staff write them (the CRM's product: Codice_Arca__c, Categoria__c…). */
const itemFields = {
  kind: z.enum(CATALOGUE_KINDS, { error: 'request.invalid' }),
  code: text(CATALOGUE_CODE_MAX)
    .min(1, { error: 'candidate.required' })
    .regex(CATALOGUE_CODE_PATTERN, { error: 'thesis.invalidCode' }),
  name: text(CATALOGUE_NAME_MAX).min(1, { error: 'candidate.required' }),
  category: text(CATALOGUE_CATEGORY_MAX).min(1, { error: 'candidate.required' }),
  /** Unita_di_misura__c: the units a line chooses from. */
  units: unitList,
  /** Costo__c per unit, in cents; null: no cost. */
  costCents: cost,
  /** Ignora_Costo__c */
  ignoreCost: z.boolean({ error: 'request.invalid' }),
  /** Offered by the pickers; a hidden item stays on the dish lines that use it. */
  active: z.boolean({ error: 'request.invalid' }),
};

/** POST /api/staff/thesis/catalogue — 409 `thesis.codeTaken` for a code in use. */
export const CreateCatalogueItemBodySchema = z.strictObject(itemFields);
export type CreateCatalogueItemBody = z.infer<typeof CreateCatalogueItemBodySchema>;

/**
 * PUT /api/staff/thesis/catalogue/:id — on the version read. An item dish lines use keeps its
 * kind and the units they are measured in (409 `thesis.itemInUse`, the field named).
 */
export const UpdateCatalogueItemBodySchema = z.strictObject({ ...itemFields, version: versionField });
export type UpdateCatalogueItemBody = z.infer<typeof UpdateCatalogueItemBodySchema>;

/** `?version=`: the version read, for a delete (a catalogue item, an exam's conditions). */
export const VersionQuerySchema = z.strictObject({ version: versionField });

export const StaffCatalogueItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CATALOGUE_KINDS),
  code: z.string(),
  name: z.string(),
  category: z.string(),
  units: z.array(z.string()),
  costCents: z.number().int().nullable(),
  ignoreCost: z.boolean(),
  active: z.boolean(),
  /** Dish lines using the item: with any it is hidden, never deleted. */
  lineCount: z.number().int(),
  version: z.string(),
});
export type StaffCatalogueItem = z.infer<typeof StaffCatalogueItemSchema>;

export const ListCatalogueResponseSchema = staffPageOf(StaffCatalogueItemSchema);
export type ListCatalogueResponse = z.infer<typeof ListCatalogueResponseSchema>;

export const CatalogueCategoriesResponseSchema = z.object({ categories: z.array(z.string()) });

/** DELETE /api/staff/thesis/catalogue/:id — deleted when unused, hidden from the pickers otherwise. */
export const RemoveCatalogueItemResponseSchema = z.object({
  outcome: z.enum(['deleted', 'hidden']),
  item: StaffCatalogueItemSchema.nullable(),
});
export type RemoveCatalogueItemResponse = z.infer<typeof RemoveCatalogueItemResponseSchema>;
