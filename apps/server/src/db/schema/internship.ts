import { STAGE_SURVEYS } from '@school/domain/internship/stage';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { courseEditions } from './application.ts';
import {
  belongsTo,
  dossierFile,
  instant,
  instantNow,
  optionalFile,
  recordId,
  timestamps,
} from './columns.ts';
import { enrolments } from './enrolments.ts';
import { users } from './users.ts';

/**
 * The internship area (specification 001, section 3 "Stage" and "Survey definition"; decisions 45
 * and 46). A stage belongs to a course enrolment; its documents are published by the school; the
 * three forms' definitions belong to the course edition; answers being typed are kept as drafts.
 */

/**
 * The survey definitions of a course edition (Edizione_Corso__r.surveyConfig__c), one JSON per form.
 * Kept as given: `parseDefinition` reads them, and a missing or unparsable one is "Form non
 * disponibile".
 */
export const courseEditionSurveys = pgTable('course_edition_surveys', {
  productCode: text()
    .primaryKey()
    .references(() => courseEditions.productCode, { onDelete: 'cascade' }),
  preferences: jsonb().$type<unknown>(),
  midSurvey: jsonb().$type<unknown>(),
  endSurvey: jsonb().$type<unknown>(),
  updatedAt: instantNow(),
});
export type CourseEditionSurveysRow = typeof courseEditionSurveys.$inferSelect;

/**
 * The stage of a course enrolment (the CRM's Stage: Status__c, the completed flags, the saved
 * answers surveyFields__c, midSurveyFields__c, endSurveyFields__c and their formatted variants,
 * Data_inizio_stage__c, Data_fine_stage__c, the host company and its address, the tutor), with the
 * exam's start (Data_inizio_esame__c) that locks the internship dossier, and the dossier's file
 * (Nome_File_Dossier__c, idFile_Dossier__c). Its row is the lock every change takes.
 */
export const stages = pgTable(
  'stages',
  {
    id: recordId(),
    enrolmentId: belongsTo(() => enrolments.id).unique(),
    /** Status__c as stored; read through `normaliseStageStatus`. */
    status: integer().notNull().default(99),
    /** Offerta_stage__r.Insegna__r.Name */
    hostCompany: text(),
    /** Insegna_Partner__r's street, postal code, city, state, country. */
    street: text(),
    postalCode: text(),
    city: text(),
    state: text(),
    country: text(),
    /** Tutor__r Name, MobilePhone, Email */
    tutorName: text(),
    tutorPhone: text(),
    tutorEmail: text(),
    /** Data_inizio_stage__c, Data_fine_stage__c */
    periodFrom: date({ mode: 'string' }),
    periodTo: date({ mode: 'string' }),
    /** The exam record's Data_inizio_esame__c: the dossier upload is locked once it is past. */
    examStartDate: date({ mode: 'string' }),
    /** Preferenze_compilate__c, midSurveyCompleted__c, endSurveyCompleted__c */
    preferencesCompleted: boolean().notNull().default(false),
    midSurveyCompleted: boolean().notNull().default(false),
    endSurveyCompleted: boolean().notNull().default(false),
    /** The saved answers ("fieldName:value;…") and their formatted variant (";" and a newline). */
    preferencesAnswers: text(),
    preferencesAnswersFormatted: text(),
    midSurveyAnswers: text(),
    midSurveyAnswersFormatted: text(),
    endSurveyAnswers: text(),
    endSurveyAnswersFormatted: text(),
    /** The internship dossier: a storage key of ours, the name it was sent under, type, size. */
    ...dossierFile(),
    ...timestamps(),
  },
  (t) => [
    check('stages_dossier_size', sql`${t.dossierSize} is null or ${t.dossierSize} >= 0`),
    /** The staff board filters an edition's stages by status. */
    index('stages_status_idx').on(t.status),
  ],
);
export type StageRow = typeof stages.$inferSelect;

/**
 * A document of a stage (Name, Tipo_Documento__c and its file), shown to the student once
 * published; or of a course edition (`productCode`), shown to every stage of the edition.
 */
export const stageDocuments = pgTable(
  'stage_documents',
  {
    id: recordId(),
    stageId: uuid().references(() => stages.id, { onDelete: 'cascade' }),
    productCode: text().references(() => courseEditions.productCode, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Tipo_Documento__c */
    documentType: text().notNull().default(''),
    ...optionalFile(),
    published: boolean().notNull().default(false),
    createdAt: instantNow(),
  },
  (t) => [
    index('stage_documents_stage_idx').on(t.stageId, t.createdAt),
    index('stage_documents_edition_idx').on(t.productCode, t.createdAt),
    check('stage_documents_owner', sql`(${t.stageId} is null) <> (${t.productCode} is null)`),
  ],
);
export type StageDocumentRow = typeof stageDocuments.$inferSelect;

/**
 * The answers of a form being typed, saved as they change so they resume on any device: one per
 * stage and form, deleted when the form is sent.
 */
export const stageSurveyDrafts = pgTable(
  'stage_survey_drafts',
  {
    stageId: belongsTo(() => stages.id),
    survey: text({ enum: STAGE_SURVEYS }).notNull(),
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: instantNow(),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.survey] })],
);
export type StageSurveyDraftRow = typeof stageSurveyDrafts.$inferSelect;

/**
 * The tutor's end-of-stage evaluation (ours, beyond the specification): one per stage. Staff send
 * the tutor a link whose random token is stored only as its SHA-256 (`tokenHash`), good until
 * `expiresAt` (30 days) for one submission; sending again replaces the token while nothing was
 * submitted. The answers are kept as the survey engine's saved text and as JSON.
 */
export const stageTutorEvaluations = pgTable('stage_tutor_evaluations', {
  stageId: uuid()
    .primaryKey()
    .references(() => stages.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  tutorEmail: text().notNull(),
  sentBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  sentAt: instantNow(),
  expiresAt: instant().notNull(),
  submittedAt: instant(),
  answers: jsonb().$type<Record<string, unknown>>(),
  answersText: text(),
});
export type StageTutorEvaluationRow = typeof stageTutorEvaluations.$inferSelect;
