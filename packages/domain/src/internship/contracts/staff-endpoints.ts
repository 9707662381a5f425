import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../shared/limits.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
import {
  ChangeStageStatusBodySchema,
  CreateStageBodySchema,
  EditionFormParamsSchema,
  EditionParamsSchema,
  ListStagesQuerySchema,
  ListStagesResponseSchema,
  PublishStageDocumentBodySchema,
  ReplaceSurveyDefinitionBodySchema,
  ResetSurveyDefinitionBodySchema,
  StaffStageDocumentSchema,
  StaffStageDocumentsResponseSchema,
  StaffStageEditionsResponseSchema,
  StaffStageSchema,
  StaffSurveyDefinitionsSchema,
  StageAnswersSchema,
  SURVEY_DEFINITION_BODY_MAX_BYTES,
  UpdateStageBodySchema,
  UploadStageDocumentBodySchema,
} from './staff-internship.ts';

/** The internship endpoints of the staff console. */
export const staffInternshipApi = {
  listEditions: endpoint(
    'GET /api/staff/internship/editions',
    'The course editions with course enrolments, with how many have a stage',
    { answer: StaffStageEditionsResponseSchema },
  ),
  listStages: endpoint(
    'GET /api/staff/internship/stages',
    'The stage board of an edition: each course enrolment with its stage (99 without), by status; paged',
    { querystring: ListStagesQuerySchema, answer: ListStagesResponseSchema },
  ),
  createStage: endpoint(
    'POST /api/staff/internship/stages',
    'Create the stage of a course enrolment at status 0 (409 when it has one)',
    { body: CreateStageBodySchema, answer: { 201: StaffStageSchema } },
  ),
  getStage: endpoint(
    'GET /api/staff/internship/stages/:id',
    "A stage: student, destination, documents, the three forms' answers, dossier, tutor's evaluation",
    { params: IdParamsSchema, answer: StaffStageSchema },
  ),
  changeStatus: endpoint(
    'PUT /api/staff/internship/stages/:id/status',
    "Set the stage's status from the one read (409 internship.statusChanged otherwise); the person's stage status follows",
    { params: IdParamsSchema, body: ChangeStageStatusBodySchema, answer: StaffStageSchema },
  ),
  changeStage: endpoint(
    'PUT /api/staff/internship/stages/:id',
    'Change the destination, host, address, tutor, period and exam start on the version read',
    { params: IdParamsSchema, body: UpdateStageBodySchema, answer: StaffStageSchema },
  ),
  uploadStageDocument: endpoint(
    'POST /api/staff/internship/stages/:id/documents',
    'Upload a document of the stage (pdf, docx, doc; 4.5 MB), published or not',
    {
      params: IdParamsSchema,
      body: UploadStageDocumentBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 201: StaffStageDocumentSchema, 413: ErrorResponseSchema },
    },
  ),
  listEditionDocuments: endpoint(
    'GET /api/staff/internship/editions/:code/documents',
    'The documents of every stage of the edition',
    { params: EditionParamsSchema, answer: StaffStageDocumentsResponseSchema },
  ),
  uploadEditionDocument: endpoint(
    'POST /api/staff/internship/editions/:code/documents',
    'Upload a document for every stage of the edition (pdf, docx, doc; 4.5 MB)',
    {
      params: EditionParamsSchema,
      body: UploadStageDocumentBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 201: StaffStageDocumentSchema, 413: ErrorResponseSchema },
    },
  ),
  downloadDocument: endpoint('GET /api/staff/internship/documents/:id', "A stage document's file", {
    params: IdParamsSchema,
  }),
  publishDocument: endpoint(
    'PUT /api/staff/internship/documents/:id/published',
    'Publish a document to the students, or withdraw it',
    { params: IdParamsSchema, body: PublishStageDocumentBodySchema, answer: StaffStageDocumentSchema },
  ),
  removeDocument: endpoint(
    'DELETE /api/staff/internship/documents/:id',
    'Delete a document (its file is removed after the commit)',
    { params: IdParamsSchema, answer: { 204: z.null() } },
  ),
  downloadDossier: endpoint(
    'GET /api/staff/internship/dossiers/:id',
    "The internship dossier of a stage (the stage's id)",
    { params: IdParamsSchema },
  ),
  getDefinitions: endpoint(
    'GET /api/staff/internship/editions/:code/surveys',
    "The edition's three survey definitions, as stored and as the survey engine reads them",
    { params: EditionParamsSchema, answer: StaffSurveyDefinitionsSchema },
  ),
  replaceDefinition: endpoint(
    'PUT /api/staff/internship/editions/:code/surveys/:form',
    "Replace a form's definition (checked by the survey engine's schema: 400 with a code per field)",
    {
      params: EditionFormParamsSchema,
      body: ReplaceSurveyDefinitionBodySchema,
      bodyLimit: SURVEY_DEFINITION_BODY_MAX_BYTES,
      answer: { 200: StaffSurveyDefinitionsSchema, 413: ErrorResponseSchema },
    },
  ),
  resetDefinition: endpoint(
    'POST /api/staff/internship/editions/:code/surveys/:form/reset',
    "Put a ready definition in place: the one named (the generic preferences form, CSCI or ICPU2 for the preferences; Midterm and Endterm Survey), or the edition's course's own",
    {
      params: EditionFormParamsSchema,
      body: ResetSurveyDefinitionBodySchema,
      answer: StaffSurveyDefinitionsSchema,
    },
  ),
  getAnswers: endpoint(
    'GET /api/staff/internship/editions/:code/answers/:form',
    "The sent answers of a form across the edition's stages, with the summary (counts, spread, averages)",
    { params: EditionFormParamsSchema, answer: StageAnswersSchema },
  ),
  answersCsv: endpoint(
    'GET /api/staff/internship/editions/:code/answers/:form/export.csv',
    'The same answers as CSV (400 staff.csvTooLarge beyond the row limit)',
    { params: EditionFormParamsSchema, answer: z.string() },
  ),
  sendEvaluationLink: endpoint(
    'POST /api/staff/internship/stages/:id/evaluation-link',
    'Mail the tutor a link to the end-of-stage evaluation (30 days, one submission); replaces an unused one',
    { params: IdParamsSchema, answer: StaffStageSchema },
  ),
};
