import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../shared/limits.ts';
import {
  DossierUploadBodySchema,
  InternshipResponseSchema,
  StageDocumentParamsSchema,
  SURVEY_BODY_MAX_BYTES,
  SurveyAnswersBodySchema,
  SurveyDraftResponseSchema,
  SurveyParamsSchema,
} from './internship.ts';
import {
  EvaluationTokenParamsSchema,
  TutorEvaluationBodySchema,
  TutorEvaluationPageSchema,
  TutorEvaluationSentSchema,
} from './tutor-evaluation.ts';

/** The internship endpoints: the student's, the test pages' sample and the tutor's evaluation page. */
export const internshipApi = {
  getInternship: endpoint(
    'GET /api/internship',
    'The stage of the course enrolment: status (99: none), sections, published documents, destination, the three forms, the dossier',
    { answer: InternshipResponseSchema },
  ),
  getSample: endpoint(
    'GET /api/internship/sample',
    "The test pages' sample stage: every section, the three default forms read-only, no person's data",
    { answer: InternshipResponseSchema },
  ),
  downloadDocument: endpoint(
    'GET /api/internship/documents/:id',
    "Download a published document of the student's stage (getStageDocumentByID)",
    { params: StageDocumentParamsSchema, answer: { 200: z.any(), 503: ErrorResponseSchema } },
  ),
  saveDraft: endpoint(
    'PUT /api/internship/forms/:form/draft',
    'Save the answers being typed (while the form is editable); they resume on any device',
    {
      params: SurveyParamsSchema,
      body: SurveyAnswersBodySchema,
      bodyLimit: SURVEY_BODY_MAX_BYTES,
      answer: { 200: SurveyDraftResponseSchema, 413: ErrorResponseSchema },
    },
  ),
  sendForm: endpoint(
    'POST /api/internship/forms/:form',
    'Send a form (updatePreferenzeStage): answers checked against the definition, saved text and completed flag stored once',
    {
      params: SurveyParamsSchema,
      body: SurveyAnswersBodySchema,
      bodyLimit: SURVEY_BODY_MAX_BYTES,
      answer: InternshipResponseSchema,
    },
  ),
  uploadDossier: endpoint(
    'PUT /api/internship/dossier',
    'Upload the internship dossier (pdf, docx, doc; 4.5 MB), until the exam starts',
    {
      body: DossierUploadBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 200: InternshipResponseSchema, 413: ErrorResponseSchema },
    },
  ),
  getEvaluation: endpoint(
    'GET /api/internship/evaluation/:token',
    "The tutor's evaluation page: the student's name and period, and the form",
    {
      params: EvaluationTokenParamsSchema,
      answer: { 200: TutorEvaluationPageSchema, 410: ErrorResponseSchema },
    },
  ),
  sendEvaluation: endpoint(
    'POST /api/internship/evaluation/:token',
    "Send the tutor's evaluation, once (answers checked by the survey engine)",
    {
      params: EvaluationTokenParamsSchema,
      body: TutorEvaluationBodySchema,
      bodyLimit: SURVEY_BODY_MAX_BYTES,
      answer: { 200: TutorEvaluationSentSchema, 410: ErrorResponseSchema, 413: ErrorResponseSchema },
    },
  ),
};
