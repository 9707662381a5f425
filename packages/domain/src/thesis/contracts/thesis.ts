import { z } from 'zod';
import { UploadDocumentBodySchema } from '../../candidate/contracts/upload-document.ts';
import { text } from '../../shared/text.ts';
import { DISH_CHOICE_MAX, LINE_TYPES, type LineType } from '../dishes.ts';
import { EXAM_TYPES, type ExamType, THESIS_FILE_KINDS } from '../thesis.ts';

/**
 * The student's side of the exams and thesis (specification 001: section 2 "Exams and thesis",
 * section 7 getTesi, setTesi, getCondizioni, getPiatto, setPiatto, getCategoriaIngrAttr,
 * getIngredientiAttrezzaturaTesi); its endpoints are `thesisApi` in `endpoints.ts`.
 * Money is whole euro cents, quantities whole thousandths (decision 45); every cost and total is
 * the server's, computed from the catalogue.
 */

/** The exam in the address: `intermediate` (Esame Intermedio) or `final` (Esame Finale). */
export const EXAM_SLUGS = ['intermediate', 'final'] as const;
export type ExamSlug = (typeof EXAM_SLUGS)[number];
export const EXAM_TYPE_OF_SLUG = {
  intermediate: 'Esame Intermedio',
  final: 'Esame Finale',
} as const satisfies Record<ExamSlug, ExamType>;
export function examSlugOf(examType: ExamType): ExamSlug {
  return examType === 'Esame Intermedio' ? 'intermediate' : 'final';
}

/** Ours: a thesis holds at most this many dishes (the add-dish button stops there). */
export const THESIS_DISHES_MAX = 20;
/** Ours: the pickers answer at most this many rows. */
export const CATALOGUE_PICKER_LIMIT = 50;

/** The catalogue's kinds (Tipo of getCategoriaIngrAttr) and the line type each fills. */
export const CATALOGUE_KINDS = ['ingredient', 'equipment'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export const CATALOGUE_KIND_OF_LINE = {
  Ingrediente: 'ingredient',
  Attrezzatura: 'equipment',
} as const satisfies Record<LineType, CatalogueKind>;

export const ExamParamsSchema = z.object({ exam: z.enum(EXAM_SLUGS, { error: 'request.invalid' }) });
export const DishParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });

/** The file of an address: `/api/thesis/:exam/files/{thesis|dossier}`. */
export const ThesisFileParamsSchema = z.object({
  exam: z.enum(EXAM_SLUGS, { error: 'request.invalid' }),
  kind: z.enum(THESIS_FILE_KINDS, { error: 'request.invalid' }),
});

/** A thesis or dossier file: a file as every upload sends it (`{ fileName, contentBase64 }`). */
export const ThesisFileUploadBodySchema = UploadDocumentBodySchema.pick({
  fileName: true,
  contentBase64: true,
});
export type ThesisFileUploadBody = z.infer<typeof ThesisFileUploadBodySchema>;

/** An uploaded file (Nome_File__c, Nome_File_Dossier__c) and where its owner downloads it. */
export const ThesisUploadedFileSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
});
export type ThesisUploadedFile = z.infer<typeof ThesisUploadedFileSchema>;

const Cents = z.number().int();
const IsoDate = z.string().nullable();

export const ExamSchema = z.object({
  slug: z.enum(EXAM_SLUGS),
  examType: z.enum(EXAM_TYPES),
  /** THESIS_NAME of the exam. */
  name: z.string(),
});

/** GET /api/thesis/exams: the exams in order, and the one the screen opens by itself, if any. */
export const ListExamsResponseSchema = z.object({
  exams: z.array(ExamSchema),
  openAutomatically: z.enum(EXAM_SLUGS).nullable(),
});
export type ListExamsResponse = z.infer<typeof ListExamsResponseSchema>;

/** The thesis conditions of the course edition and exam (getCondizioni). */
export const ThesisConditionsSchema = z.object({
  id: z.string(),
  /** Budget_Complessivo__c in cents; null: no budget. */
  budgetCents: Cents.nullable(),
  /** Numero_Piatti__c, Nome_piatto__c */
  numberOfDishes: z.number().int().nullable(),
  dishBaseName: z.string(),
  /** Tipo_Piatto__c, Tipo_bevanda__c */
  dishTypes: z.array(z.string()),
  drinkTypes: z.array(z.string()),
  /** Ingredienti_necessari__c, Attrezzatura_Necessaria__c */
  ingredientsNeeded: z.boolean(),
  equipmentNeeded: z.boolean(),
  /** Link_Corso__c: the course's guidelines. */
  guidelinesUrl: z.string(),
});
export type ThesisConditions = z.infer<typeof ThesisConditionsSchema>;

export const ThesisLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  type: z.enum(LINE_TYPES),
  productId: z.string().nullable(),
  /** Name: the first 80 characters of the note. */
  name: z.string(),
  /** Note__c, blanked when it holds the placeholder words. */
  note: z.string(),
  unit: z.string(),
  /** The quantity as a number (0.333) and in whole thousandths (333). */
  quantity: z.number().nullable(),
  quantityThousandths: z.number().int().nullable(),
  /** From the catalogue's product: Codice_Arca__c, Categoria__c, its units, cost, ignore-cost. */
  code: z.string().nullable(),
  category: z.string().nullable(),
  units: z.array(z.string()),
  unitCostCents: Cents.nullable(),
  ignoreCost: z.boolean(),
  /** Costo_Quantita__c, computed by the server. */
  costCents: Cents.nullable(),
});
export type ThesisLine = z.infer<typeof ThesisLineSchema>;

export const ThesisDishSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string(),
  dishType: z.string(),
  drinkAccompaniment: z.boolean(),
  drinkType: z.string(),
  drinkName: z.string(),
  drinkNotes: z.string(),
  noIngredientsRequired: z.boolean(),
  noEquipmentRequired: z.boolean(),
  /** totalePiatto, computed by the server. */
  totalCents: Cents,
  lines: z.array(ThesisLineSchema),
});
export type ThesisDish = z.infer<typeof ThesisDishSchema>;

/** GET /api/thesis/:exam and the answer of every change: the whole thesis as it now is. */
export const ThesisResponseSchema = z.object({
  id: z.string(),
  slug: z.enum(EXAM_SLUGS),
  examType: z.enum(EXAM_TYPES),
  name: z.string(),
  /** null: the conditions are missing ("Errore non gestito, contattare l'assistenza."). */
  conditions: ThesisConditionsSchema.nullable(),
  /** Data_blocco_modifiche_tesi__c, Deadline_caricamento_Tesi__c, Deadline_caricamento_Dossier__c */
  lockDate: IsoDate,
  lockDateShown: z.boolean(),
  locked: z.boolean(),
  thesisDeadline: IsoDate,
  dossierDeadline: IsoDate,
  thesisUploadOpen: z.boolean(),
  dossierUploadOpen: z.boolean(),
  /** The thesis file row, and the dossier row ("final only": `hasDossier`). */
  thesisFile: ThesisUploadedFileSchema.nullable(),
  hasDossier: z.boolean(),
  dossierFile: ThesisUploadedFileSchema.nullable(),
  canAddDish: z.boolean(),
  /** totaleTesi, the budget and whether the total is above it. */
  totalCents: Cents,
  budgetCents: Cents.nullable(),
  overBudget: z.boolean(),
  dishes: z.array(ThesisDishSchema),
});
export type ThesisResponse = z.infer<typeof ThesisResponseSchema>;

export const CategoriesQuerySchema = z.strictObject({ kind: z.enum(CATALOGUE_KINDS) });
export const CategoriesResponseSchema = z.object({ categories: z.array(z.string()) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

export const CatalogueItemsQuerySchema = z.strictObject({
  kind: z.enum(CATALOGUE_KINDS),
  category: text(DISH_CHOICE_MAX).optional(),
  /** Part of the product's name, in any case. */
  search: text(DISH_CHOICE_MAX).optional(),
});
export type CatalogueItemsQuery = z.infer<typeof CatalogueItemsQuerySchema>;

export const CatalogueItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CATALOGUE_KINDS),
  category: z.string(),
  name: z.string(),
  code: z.string(),
  /** Unita_di_misura__c: the units the line's unit is chosen from. */
  units: z.array(z.string()),
  costCents: Cents.nullable(),
  ignoreCost: z.boolean(),
});
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;
export const CatalogueItemsResponseSchema = z.object({ items: z.array(CatalogueItemSchema) });
export type CatalogueItemsResponse = z.infer<typeof CatalogueItemsResponseSchema>;
