import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courseEditions } from './application.ts';
import { belongsTo, dossierFile, instant, instantNow, recordId, timestamps } from './columns.ts';
import { enrolments } from './enrolments.ts';

/**
 * Exams and thesis (specification 001, section 3 "Thesis and dishes"; decision 45). Money is whole
 * euro cents and quantities whole thousandths of their unit. No total is stored: line, dish and
 * thesis totals are computed on every read from the catalogue's costs (`packages/domain/src/thesis`).
 */

export const EXAM_TYPE_VALUES = ['Esame Intermedio', 'Esame Finale'] as const;

/**
 * The thesis conditions of a course edition for one exam (getCondizioni: Budget_Complessivo__c,
 * Link_Corso__c, Tipo_Piatto__c, Tipo_bevanda__c, Ingredienti_necessari__c,
 * Attrezzatura_Necessaria__c, Numero_Piatti__c, Nome_piatto__c) with the thesis's dates
 * (Deadline_caricamento_Tesi__c, Deadline_caricamento_Dossier__c, Data_blocco_modifiche_tesi__c).
 */
export const thesisConditions = pgTable(
  'thesis_conditions',
  {
    id: recordId(),
    productCode: text()
      .notNull()
      .references(() => courseEditions.productCode, { onDelete: 'cascade' }),
    /** Tipo_Esame__c */
    examType: text({ enum: EXAM_TYPE_VALUES }).notNull(),
    /** Budget_Complessivo__c in cents (null or 0: no budget). */
    budgetCents: integer(),
    /** Numero_Piatti__c, Nome_piatto__c */
    numberOfDishes: integer(),
    dishBaseName: text().notNull().default(''),
    /** Tipo_Piatto__c, Tipo_bevanda__c (the CRM's semicolon lists, as arrays). */
    dishTypes: text().array().notNull().default(sql`'{}'::text[]`),
    drinkTypes: text().array().notNull().default(sql`'{}'::text[]`),
    ingredientsNeeded: boolean().notNull().default(true),
    equipmentNeeded: boolean().notNull().default(true),
    /** Link_Corso__c: the course's guidelines. */
    guidelinesUrl: text().notNull().default(''),
    thesisDeadline: date({ mode: 'string' }),
    dossierDeadline: date({ mode: 'string' }),
    lockDate: date({ mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('thesis_conditions_edition_exam_idx').on(t.productCode, t.examType),
    check('thesis_conditions_budget', sql`${t.budgetCents} is null or ${t.budgetCents} >= 0`),
  ],
);
export type ThesisConditionsRow = typeof thesisConditions.$inferSelect;

/**
 * The catalogue of ingredients and equipment (the CRM's products: Codice_Arca__c, Categoria__c,
 * Unita_di_misura__c, Costo__c, Ignora_Costo__c) the dish lines choose from.
 */
export const thesisCatalogueItems = pgTable(
  'thesis_catalogue_items',
  {
    id: recordId(),
    kind: text({ enum: ['ingredient', 'equipment'] }).notNull(),
    category: text().notNull(),
    name: text().notNull(),
    /** Codice_Arca__c */
    code: text().notNull().unique(),
    /** Unita_di_misura__c: the units a line of this product is measured in (KG, LT, NR…). */
    units: text().array().notNull().default(sql`'{}'::text[]`),
    /** Costo__c per unit, in cents (null: no cost). */
    costCents: integer(),
    ignoreCost: boolean().notNull().default(false),
    /**
     * Offered by the pickers. Staff hide an item dish lines use instead of deleting it: the lines
     * keep it, with its cost (decision 48).
     */
    active: boolean().notNull().default(true),
    createdAt: instantNow(),
  },
  (t) => [
    index('thesis_catalogue_kind_category_idx').on(t.kind, t.category, t.name),
    // The pickers' "contains" search (ILIKE '%…%' on the name): trigrams (pg_trgm, decision 34).
    index('thesis_catalogue_name_search_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('thesis_catalogue_cost', sql`${t.costCents} is null or ${t.costCents} >= 0`),
  ],
);
export type ThesisCatalogueItemRow = typeof thesisCatalogueItems.$inferSelect;

/**
 * The catalogue's version: one row, set to a new number of a sequence by a statement trigger on
 * every insert, update, delete or truncate of `thesis_catalogue_items`, whoever writes (the console,
 * a seed, an import, another instance); no row (0) before the first write. The pickers keep the catalogue in memory and read it again only when this number has
 * changed (`modules/thesis/thesis-catalogue.ts`).
 */
export const thesisCatalogueVersion = pgTable(
  'thesis_catalogue_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('thesis_catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * A thesis (the CRM's Tesi: Opportunita__c, Name, Tipo_Esame__c): one per course enrolment and
 * exam, created on the student's first read. Its row is the lock every change of its dishes takes
 * (`for update`), so two saves cannot pass the budget together.
 */
export const theses = pgTable(
  'theses',
  {
    id: recordId(),
    enrolmentId: belongsTo(() => enrolments.id),
    examType: text({ enum: EXAM_TYPE_VALUES }).notNull(),
    /** Name: THESIS_NAME of the exam. */
    name: text().notNull(),
    /**
     * The thesis file (Nome_File__c, idFile__c): a storage key of ours, the name it was sent
     * under, type, size, when. Stored through the one upload path.
     */
    thesisFileStorageKey: text(),
    thesisFileName: text(),
    thesisFileContentType: text(),
    thesisFileSize: integer(),
    thesisFileUploadedAt: instant(),
    /** The dossier (Nome_File_Dossier__c, idFile_Dossier__c): the final exam's only. */
    ...dossierFile(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('theses_enrolment_exam_idx').on(t.enrolmentId, t.examType),
    check('theses_thesis_file_size', sql`${t.thesisFileSize} is null or ${t.thesisFileSize} >= 0`),
    check('theses_dossier_size', sql`${t.dossierSize} is null or ${t.dossierSize} >= 0`),
  ],
);
export type ThesisRow = typeof theses.$inferSelect;

/** A dish of a thesis (the CRM's Piatto). */
export const thesisDishes = pgTable(
  'thesis_dishes',
  {
    id: recordId(),
    thesisId: belongsTo(() => theses.id),
    /** Ordinatore__c */
    position: integer().notNull(),
    name: text().notNull(),
    /** Descrizione_Piatto__c, Tipo_Piatto__c */
    description: text().notNull().default(''),
    dishType: text().notNull().default(''),
    /** Accompagnamento_Bevanda__c, Tipo_bevanda__c, Nome_bevanda__c, Note_bevanda__c */
    drinkAccompaniment: boolean().notNull().default(false),
    drinkType: text().notNull().default(''),
    drinkName: text().notNull().default(''),
    drinkNotes: text().notNull().default(''),
    /** No_ingredienti_richiesti__c, No_attrezzature_richieste__c */
    noIngredientsRequired: boolean().notNull().default(false),
    noEquipmentRequired: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('thesis_dishes_thesis_idx').on(t.thesisId, t.position)],
);
export type ThesisDishRow = typeof thesisDishes.$inferSelect;

/**
 * A line of a dish, an ingredient or a piece of equipment (Tipo__c, Note__c, Quantita__c in whole
 * thousandths, Unita_di_Misura__c, Prodotto__c). Code, category, cost and ignore-cost are the
 * catalogue item's, read with it: never taken from the student, never copied here.
 */
export const thesisDishLines = pgTable(
  'thesis_dish_lines',
  {
    id: recordId(),
    dishId: belongsTo(() => thesisDishes.id),
    /** Ordinatore__c */
    position: integer().notNull(),
    kind: text({ enum: ['ingredient', 'equipment'] }).notNull(),
    catalogueItemId: uuid().references(() => thesisCatalogueItems.id, { onDelete: 'restrict' }),
    note: text().notNull().default(''),
    quantityThousandths: integer(),
    unit: text().notNull().default(''),
  },
  (t) => [
    index('thesis_dish_lines_dish_idx').on(t.dishId, t.position),
    index('thesis_dish_lines_item_idx').on(t.catalogueItemId),
    check(
      'thesis_dish_lines_quantity',
      sql`${t.quantityThousandths} is null or ${t.quantityThousandths} > 0`,
    ),
  ],
);
export type ThesisDishLineRow = typeof thesisDishLines.$inferSelect;
