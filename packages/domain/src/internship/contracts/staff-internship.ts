import { z } from 'zod';
import { FileNameSchema } from '../../candidate/contracts/upload-document.ts';
import { UPLOAD_MAX_BASE64_LENGTH } from '../../shared/limits.ts';
import { EMAIL_PATTERN, plainString } from '../../shared/text.ts';
import { staffDate, versionField } from '../../staff/contracts/fields.ts';
import { staffPageOf, staffPaging } from '../../staff/contracts/list-candidates.ts';
import { STAGE_STATUSES_SET_BY_STAFF, STAGE_SURVEY_READY_FORM_NAMES, STAGE_SURVEYS } from '../stage.ts';
import { StageFormSchema } from './internship.ts';

/**
 * The internship in the staff console (permission Stage, area `internship`), under
 * /api/staff/internship (specification 001, sections 3-5; decisions 45 and 46); its endpoints are
 * `staffInternshipApi` in `staff-endpoints.ts`, and the tutor's page with no login
 * (`/api/internship/evaluation/:token`) is in `internshipApi` in `endpoints.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Limits

/** Our limits of the stage's texts (the CRM's text fields hold 255). */
export const STAGE_TEXT_MAX = 255;
export const STAGE_DOCUMENT_NAME_MAX = 120;
/** A definition's JSON as staff send it (its own schema bounds the fields). */
export const SURVEY_DEFINITION_BODY_MAX_BYTES = 1_048_576;
/** The answers table and its CSV hold at most this many stages (400 staff.csvTooLarge beyond). */
export const STAGE_ANSWERS_MAX_ROWS = 5000;

// ---------------------------------------------------------------------------------------------
// Field schemas

const text = (max: number) => plainString().trim().max(max, { error: 'request.invalid' });
const requiredText = (max: number) =>
  plainString().trim().min(1, { error: 'candidate.required' }).max(max, { error: 'request.invalid' });
/** An optional text: '' is none (null). */
const optionalText = (max: number) => text(max).transform((v) => (v === '' ? null : v));
/** An optional date: '' or null is none. */
const optionalDate = z
  .union([z.literal(''), z.null(), staffDate])
  .transform((v) => (v === '' || v === null ? null : v));
const optionalEmail = plainString()
  .trim()
  .max(STAGE_TEXT_MAX, { error: 'request.invalid' })
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: 'application.invalidEmail' })
  .transform((v) => (v === '' ? null : v));

export const stageStatusSchema = z
  .number({ error: 'internship.invalidStatus' })
  .int({ error: 'internship.invalidStatus' })
  .refine((v) => (STAGE_STATUSES_SET_BY_STAFF as readonly number[]).includes(v), {
    error: 'internship.invalidStatus',
  });

/** A course edition's product code in an address. */
export const EditionParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'request.invalid' }),
});
export const EditionFormParamsSchema = EditionParamsSchema.extend({
  form: z.enum(STAGE_SURVEYS, { error: 'request.invalid' }),
});

// ---------------------------------------------------------------------------------------------
// Editions and the board

export const StaffStageEditionSchema = z.object({
  productCode: z.string(),
  courseName: z.string(),
  editionName: z.string(),
  startsOn: z.string().nullable(),
  enrolments: z.number().int(),
  stages: z.number().int(),
});
export const StaffStageEditionsResponseSchema = z.object({ items: z.array(StaffStageEditionSchema) });
export type StaffStageEdition = z.infer<typeof StaffStageEditionSchema>;
export type StaffStageEditionsResponse = z.infer<typeof StaffStageEditionsResponseSchema>;

/** GET /stages: an edition's course enrolments; `status` filters (99: no stage or at 99). */
export const ListStagesQuerySchema = z.strictObject({
  edition: EditionParamsSchema.shape.code,
  status: z.coerce.number({ error: 'internship.invalidStatus' }).pipe(stageStatusSchema).optional(),
  ...staffPaging,
});
export type ListStagesQuery = z.infer<typeof ListStagesQuerySchema>;

export const StageBoardRowSchema = z.object({
  enrolmentId: z.string(),
  /** null: the enrolment has no stage yet (status 99). */
  stageId: z.string().nullable(),
  student: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  status: z.number().int(),
  hostCompany: z.string().nullable(),
  city: z.string().nullable(),
  tutorName: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  formsCompleted: z.object({ preferences: z.boolean(), midSurvey: z.boolean(), endSurvey: z.boolean() }),
  hasDossier: z.boolean(),
});
export type StageBoardRow = z.infer<typeof StageBoardRowSchema>;
export const ListStagesResponseSchema = staffPageOf(StageBoardRowSchema);
export type ListStagesResponse = z.infer<typeof ListStagesResponseSchema>;

export const CreateStageBodySchema = z.strictObject({ enrolmentId: z.uuid({ error: 'request.invalid' }) });
export type CreateStageBody = z.infer<typeof CreateStageBodySchema>;

// ---------------------------------------------------------------------------------------------
// One stage

export const StaffStageDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.string(),
  /** 'stage': of this stage; 'edition': of every stage of the edition. */
  scope: z.enum(['stage', 'edition']),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  published: z.boolean(),
  createdAt: z.string(),
  /** GET /api/staff/internship/documents/:id */
  url: z.string(),
});
export type StaffStageDocument = z.infer<typeof StaffStageDocumentSchema>;

export const TutorEvaluationViewSchema = z.object({
  tutorEmail: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(['open', 'expired', 'submitted']),
  submittedAt: z.string().nullable(),
  /** The answers (the tutorEvaluation form's), once submitted. */
  answers: z.record(z.string(), z.unknown()).nullable(),
});
export type TutorEvaluationView = z.infer<typeof TutorEvaluationViewSchema>;

const nullableText = z.string().nullable();

export const StaffStageSchema = z.object({
  id: z.string(),
  enrolmentId: z.string(),
  student: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  edition: z.object({ productCode: z.string(), courseName: z.string(), editionName: z.string() }).nullable(),
  status: z.number().int(),
  /** The person's stage status (the menu's), kept equal to `status` by every change here. */
  personStageStatus: z.number().int(),
  hostCompany: nullableText,
  street: nullableText,
  postalCode: nullableText,
  city: nullableText,
  state: nullableText,
  country: nullableText,
  tutorName: nullableText,
  tutorPhone: nullableText,
  tutorEmail: nullableText,
  periodFrom: nullableText,
  periodTo: nullableText,
  examStartDate: nullableText,
  /** The version of the destination's fields (the status, forms and dossier apart). */
  version: z.string(),
  documents: z.array(StaffStageDocumentSchema),
  /** The three forms, read-only: the edition's definition and the saved answers. */
  forms: z.object({
    preferences: StageFormSchema.pick({
      definition: true,
      completed: true,
      savedText: true,
      savedAnswers: true,
    }),
    midSurvey: StageFormSchema.pick({
      definition: true,
      completed: true,
      savedText: true,
      savedAnswers: true,
    }),
    endSurvey: StageFormSchema.pick({
      definition: true,
      completed: true,
      savedText: true,
      savedAnswers: true,
    }),
  }),
  dossier: z
    .object({ fileName: z.string(), size: z.number().int(), uploadedAt: z.string(), url: z.string() })
    .nullable(),
  evaluation: TutorEvaluationViewSchema.nullable(),
});
export type StaffStage = z.infer<typeof StaffStageSchema>;

/** PUT /stages/:id/status: from the status read to another (409 internship.statusChanged otherwise). */
export const ChangeStageStatusBodySchema = z.strictObject({
  from: z.number({ error: 'internship.invalidStatus' }).int({ error: 'internship.invalidStatus' }),
  to: stageStatusSchema,
});
export type ChangeStageStatusBody = z.infer<typeof ChangeStageStatusBodySchema>;

/** The stage's fields the staff form changes (its version covers these alone). */
export const STAGE_DETAIL_FIELDS = [
  'hostCompany',
  'street',
  'postalCode',
  'city',
  'state',
  'country',
  'tutorName',
  'tutorPhone',
  'tutorEmail',
  'periodFrom',
  'periodTo',
  'examStartDate',
] as const;
export type StageDetailField = (typeof STAGE_DETAIL_FIELDS)[number];

/** PUT /stages/:id: the destination, tutor, period and exam start, on the version read. */
export const UpdateStageBodySchema = z
  .strictObject({
    version: versionField,
    hostCompany: optionalText(STAGE_TEXT_MAX),
    street: optionalText(STAGE_TEXT_MAX),
    postalCode: optionalText(20),
    city: optionalText(STAGE_TEXT_MAX),
    state: optionalText(STAGE_TEXT_MAX),
    country: optionalText(STAGE_TEXT_MAX),
    tutorName: optionalText(STAGE_TEXT_MAX),
    tutorPhone: plainString()
      .trim()
      .max(40, { error: 'request.invalid' })
      .refine((v) => /^[0-9+ ]*$/.test(v), { error: 'application.invalidPhone' })
      .transform((v) => (v === '' ? null : v)),
    tutorEmail: optionalEmail,
    periodFrom: optionalDate,
    periodTo: optionalDate,
    examStartDate: optionalDate,
  })
  .superRefine((body, context) => {
    if (body.periodFrom && body.periodTo && body.periodTo < body.periodFrom) {
      context.addIssue({ code: 'custom', path: ['periodTo'], message: 'staff.datesOutOfOrder' });
    }
  });
export type UpdateStageBody = z.infer<typeof UpdateStageBodySchema>;
/** What the console's form sends (texts, '' for none). */
export type UpdateStageInput = z.input<typeof UpdateStageBodySchema>;

// ---------------------------------------------------------------------------------------------
// Documents

/** POST …/documents: a file as every upload sends it, its name and type, published or not. */
export const UploadStageDocumentBodySchema = z.strictObject({
  name: requiredText(STAGE_DOCUMENT_NAME_MAX),
  documentType: text(STAGE_DOCUMENT_NAME_MAX).default(''),
  published: z.boolean({ error: 'request.invalid' }).default(false),
  fileName: FileNameSchema,
  contentBase64: z
    .string({ error: 'upload.invalidEncoding' })
    .min(1, { error: 'upload.fileEmpty' })
    .max(UPLOAD_MAX_BASE64_LENGTH, { error: 'upload.tooLargeEncoded' }),
});
export type UploadStageDocumentBody = z.infer<typeof UploadStageDocumentBodySchema>;
export type UploadStageDocumentInput = z.input<typeof UploadStageDocumentBodySchema>;

export const PublishStageDocumentBodySchema = z.strictObject({
  published: z.boolean({ error: 'request.invalid' }),
});
export const StaffStageDocumentsResponseSchema = z.object({ items: z.array(StaffStageDocumentSchema) });
export type StaffStageDocumentsResponse = z.infer<typeof StaffStageDocumentsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Survey definitions

const readyFormSchema = z.enum(STAGE_SURVEY_READY_FORM_NAMES, { error: 'request.invalid' });

export const StaffSurveyDefinitionSchema = z.object({
  form: z.enum(STAGE_SURVEYS),
  /** As stored (any JSON), so a broken one can be seen and mended. */
  stored: z.unknown(),
  /** `parseDefinition` of it: null is "Form non disponibile". */
  definition: z.array(z.record(z.string(), z.unknown())).nullable(),
  /** The ready definitions this form may be given (`STAGE_SURVEY_READY_FORMS`). */
  readyForms: z.array(readyFormSchema),
  /** The one the edition's course starts from (`stageSurveyDefaultForm`). */
  defaultForm: readyFormSchema,
  /** The ready definition the stored one is, unchanged; null for one of the school's own. */
  currentForm: readyFormSchema.nullable(),
});
export type StaffSurveyDefinition = z.infer<typeof StaffSurveyDefinitionSchema>;
export const StaffSurveyDefinitionsSchema = z.object({
  productCode: z.string(),
  forms: z.array(StaffSurveyDefinitionSchema),
  updatedAt: z.string().nullable(),
});
export type StaffSurveyDefinitions = z.infer<typeof StaffSurveyDefinitionsSchema>;

/** PUT …/surveys/:form: the definition (the fields' array, or the original's `{ fields }`). */
export const ReplaceSurveyDefinitionBodySchema = z.strictObject({ definition: z.unknown() });

/**
 * POST …/surveys/:form/reset: put a ready definition in place, the one named (one of the form's
 * `readyForms`, else 400) or, without a name or a body, the course's own (`defaultForm`).
 */
export const ResetSurveyDefinitionBodySchema = z
  .strictObject({ ready: readyFormSchema.optional() })
  .optional();
export type ResetSurveyDefinitionBody = z.infer<typeof ResetSurveyDefinitionBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers and summary

export const SurveyQuestionSummarySchema = z.object({
  fieldName: z.string(),
  type: z.string(),
  label: z.string(),
  answered: z.number().int(),
  choices: z.array(z.object({ value: z.string(), label: z.string().nullable(), count: z.number().int() })),
  average: z.number().nullable(),
});

export const StageAnswersSchema = z.object({
  productCode: z.string(),
  form: z.enum(STAGE_SURVEYS),
  definition: z.array(z.record(z.string(), z.unknown())).nullable(),
  /** The answered questions' names, in the definition's order (the table's columns). */
  columns: z.array(z.object({ fieldName: z.string(), label: z.string() })),
  rows: z.array(
    z.object({
      stageId: z.string(),
      student: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
      status: z.number().int(),
      /** Each question's saved text. */
      answers: z.record(z.string(), z.string()),
    }),
  ),
  summary: z.array(SurveyQuestionSummarySchema),
});
export type StageAnswers = z.infer<typeof StageAnswersSchema>;
