import { chooseCourseEnrolment } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import {
  DossierUploadBodySchema,
  InternshipResponseSchema,
  StageDocumentParamsSchema,
  SURVEY_BODY_MAX_BYTES,
  SurveyAnswersBodySchema,
  SurveyDraftResponseSchema,
  SurveyParamsSchema,
} from '@school/domain/internship/contracts/internship';
import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  getInternship,
  openStageDocument,
  saveDraft,
  submitSurvey,
  uploadDossier,
} from './internship.service.ts';
import { sampleInternship } from './internship-sample.ts';

const tags = ['internship'];

/**
 * "Stage … menus depend on matching active flags": the course enrolment's IsActiveStage__c. Not
 * `isStageVisible`, which also hides the menu at status 99: the page itself answers 99 with "There
 * is currently no information for your Internship", from the stage row's own status.
 */
const hasStageFlag = (subject: AccessSubject) =>
  chooseCourseEnrolment(subject.enrolments)?.isActiveStage ?? false;

/** The internship area (specification 001, sections 2-5 and 7; decisions 45 and 46). */
export default async function internshipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/internship',
    {
      config: { access: hasStageFlag },
      schema: {
        tags,
        summary:
          'The stage of the course enrolment: status (99: none), sections, published documents, destination, the three forms, the dossier',
        response: { 200: InternshipResponseSchema, ...errorResponses },
      },
    },
    async (request) => getInternship(app.db, checkedSubject(request)),
  );

  // The test pages (/TStageForm, /TAreaStage) read a made-up stage, open to anyone, and only
  // where the test pages are on (never in production unless TEST_PAGES=true).
  if (app.config.testPages) {
    app.get(
      '/internship/sample',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "The test pages' sample stage: every section, the three default forms read-only, no person's data",
          response: { 200: InternshipResponseSchema, ...errorResponses },
        },
      },
      async () => sampleInternship(),
    );
  }

  app.get(
    '/internship/documents/:id',
    {
      config: { access: hasStageFlag },
      schema: {
        tags,
        summary: "Download a published document of the student's stage (getStageDocumentByID)",
        params: StageDocumentParamsSchema,
        response: { 200: z.any(), 503: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const download = await openStageDocument(
        { db: app.db, storage: app.storage },
        checkedSubject(request),
        request.params.id,
      );
      return sendDocument(reply, download);
    },
  );

  app.put(
    '/internship/forms/:form/draft',
    {
      config: { access: hasStageFlag },
      bodyLimit: SURVEY_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Save the answers being typed (while the form is editable); they resume on any device',
        params: SurveyParamsSchema,
        body: SurveyAnswersBodySchema,
        response: { 200: SurveyDraftResponseSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) => saveDraft(app.db, checkedSubject(request), request.params.form, request.body.answers),
  );

  app.post(
    '/internship/forms/:form',
    {
      config: { access: hasStageFlag },
      bodyLimit: SURVEY_BODY_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Send a form (updatePreferenzeStage): answers checked against the definition, saved text and completed flag stored once',
        params: SurveyParamsSchema,
        body: SurveyAnswersBodySchema,
        response: { 200: InternshipResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      submitSurvey(app.db, checkedSubject(request), request.params.form, request.body.answers),
  );

  app.put(
    '/internship/dossier',
    {
      config: { access: hasStageFlag },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload the internship dossier (pdf, docx, doc; 4.5 MB), until the exam starts',
        body: DossierUploadBodySchema,
        response: { 200: InternshipResponseSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadDossier(
        { db: app.db, storage: app.storage, log: request.log },
        checkedSubject(request),
        request.body,
      ),
  );
}
