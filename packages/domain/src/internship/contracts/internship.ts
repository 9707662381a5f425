import { z } from 'zod';
import { UploadDocumentBodySchema } from '../../candidate/contracts/upload-document.ts';
import { STAGE_SECTIONS, STAGE_STATUS, STAGE_SURVEYS } from '../stage.ts';

/**
 * The student's side of the internship area (specification 001: section 2 "Internship area",
 * sections 3-5, section 7 getStagesWithDocuments, getStagesStatuses, getStageDocumentByID, getStage,
 * updatePreferenzeStage, uploadDocument; decisions 45 and 46); its endpoints are `internshipApi` in
 * `endpoints.ts`.
 * The student is always the signed-in one and the stage that of `chooseCourseEnrolment`'s
 * enrolment: no stage or enrolment id ever comes from the request.
 */

/** "There is currently no information for your Internship" (status 99). */
export const NO_STAGE_MESSAGE = 'There is currently no information for your Internship';

/** Ours: a draft's answers as JSON hold at most this many characters (413 `internship.draftTooLarge`). */
export const SURVEY_DRAFT_MAX_CHARS = 200_000;
/** The draft and submit routes' body limit (the answers' characters may take up to 4 bytes each, escaped). */
export const SURVEY_BODY_MAX_BYTES = 1_048_576;

export const SurveyParamsSchema = z.object({ form: z.enum(STAGE_SURVEYS, { error: 'request.invalid' }) });
export const StageDocumentParamsSchema = z.object({ id: z.uuid({ error: 'request.invalid' }) });

/** The answers by field name, as the survey engine holds them (checked against the definition). */
const AnswersSchema = z.record(z.string(), z.unknown());

/** PUT …/forms/:form/draft and POST …/forms/:form: `{ answers }`. */
export const SurveyAnswersBodySchema = z.strictObject({ answers: AnswersSchema });
export type SurveyAnswersBody = z.infer<typeof SurveyAnswersBodySchema>;

/** The internship dossier: a file as every upload sends it (`{ fileName, contentBase64 }`). */
export const DossierUploadBodySchema = UploadDocumentBodySchema.pick({ fileName: true, contentBase64: true });
export type DossierUploadBody = z.infer<typeof DossierUploadBodySchema>;

export const SurveyDraftSchema = z.object({
  answers: AnswersSchema,
  updatedAt: z.string(),
});
export type SurveyDraft = z.infer<typeof SurveyDraftSchema>;

/** The answer of PUT …/draft: the draft as saved. */
export const SurveyDraftResponseSchema = SurveyDraftSchema.extend({ form: z.enum(STAGE_SURVEYS) });
export type SurveyDraftResponse = z.infer<typeof SurveyDraftResponseSchema>;

/** One of the three forms, while its section is shown. */
export const StageFormSchema = z.object({
  /**
   * The edition's definition as `parseDefinition` read it; null: "Form non disponibile". The
   * browser reads it again with `parseDefinition`.
   */
  definition: z.array(z.record(z.string(), z.unknown())).nullable(),
  /** `isSurveyEditable`: the send button and the draft may be used. */
  editable: z.boolean(),
  completed: z.boolean(),
  /** The saved text ("fieldName:value;…") and its answers read back (`parseSavedAnswers`). */
  savedText: z.string().nullable(),
  savedAnswers: AnswersSchema,
  draft: SurveyDraftSchema.nullable(),
});
export type StageForm = z.infer<typeof StageFormSchema>;

export const StageDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.string(),
  fileName: z.string().nullable(),
  /** GET /api/internship/documents/:id */
  downloadUrl: z.string(),
});
export type StageDocument = z.infer<typeof StageDocumentSchema>;

const nullableText = z.string().nullable();

export const StageDestinationSchema = z.object({
  hostCompany: nullableText,
  address: z.object({
    street: nullableText,
    postalCode: nullableText,
    city: nullableText,
    state: nullableText,
    country: nullableText,
  }),
  /** `destinationAddressLine`; '' without an address. */
  addressLine: z.string(),
  /** `destinationMapUrl`: the portal's maps search link, null without an address. */
  mapUrl: nullableText,
  tutor: z.object({ name: nullableText, phone: nullableText, email: nullableText }),
  periodFrom: nullableText,
  periodTo: nullableText,
});
export type StageDestination = z.infer<typeof StageDestinationSchema>;

export const StageDossierSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});

/** GET /api/internship */
export const InternshipResponseSchema = z.object({
  /** `normaliseStageStatus` of the stage's Status__c; 99 when there is no stage. */
  status: z.number().int(),
  hasStage: z.boolean(),
  /** NO_STAGE_MESSAGE at 99, else null. */
  message: z.string().nullable(),
  sections: z.array(z.enum(STAGE_SECTIONS)),
  openSection: z.enum(STAGE_SECTIONS).nullable(),
  /** The published documents (Documents section), with the two fixed links' ids and labels. */
  documents: z.array(StageDocumentSchema),
  fixedLinks: z.array(z.object({ id: z.string(), label: z.string() })),
  /** The Destination section's data, null while it is not shown. */
  destination: StageDestinationSchema.nullable(),
  /** Each form while its section is shown, else null. */
  forms: z.object({
    preferences: StageFormSchema.nullable(),
    midSurvey: StageFormSchema.nullable(),
    endSurvey: StageFormSchema.nullable(),
  }),
  /** End of Stage: the dossier ("No Internship Dossier uploaded" when null), its lock and upload. */
  dossier: StageDossierSchema.nullable(),
  examStartDate: nullableText,
  dossierLocked: z.boolean(),
  canUploadDossier: z.boolean(),
});
export type InternshipResponse = z.infer<typeof InternshipResponseSchema>;

/** GET /api/internship when there is no stage: status 99, the "no information" text and nothing else. */
export function noStageInternship(): InternshipResponse {
  return {
    status: STAGE_STATUS.none,
    hasStage: false,
    message: NO_STAGE_MESSAGE,
    sections: [],
    openSection: null,
    documents: [],
    fixedLinks: [],
    destination: null,
    forms: { preferences: null, midSurvey: null, endSurvey: null },
    dossier: null,
    examStartDate: null,
    dossierLocked: false,
    canUploadDossier: false,
  };
}
