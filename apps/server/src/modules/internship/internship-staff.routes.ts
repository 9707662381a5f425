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
} from '@school/domain/internship/contracts/staff-internship';
import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvAttachment } from '../../lib/csv.ts';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  answersCsv,
  changeStage,
  changeStatus,
  createStage,
  getAnswers,
  getDefinitions,
  getStage,
  type InternshipStaffDeps,
  listEditionDocuments,
  listEditions,
  listStages,
  publishDocument,
  readDocument,
  readDossier,
  removeDocument,
  replaceDefinition,
  resetDefinition,
  sendEvaluationLink,
  uploadDocument,
} from './internship-staff.service.ts';

const tags = ['staff'];
const STAGE = staffOnly('Stage');

/**
 * The internship kept by staff with Stage (area `internship`), under /api/staff. See
 * `packages/domain/src/internship/contracts/staff-internship.ts`.
 */
export default async function internshipStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: InternshipStaffDeps = {
    db: fastify.db,
    storage: fastify.storage,
    log: fastify.log,
    mailer: fastify.mailer,
    publicUrl: fastify.config.publicUrl,
  };

  app.get(
    '/internship/editions',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: 'The course editions with course enrolments, with how many have a stage',
        response: { 200: StaffStageEditionsResponseSchema, ...errorResponses },
      },
    },
    async () => listEditions(app.db),
  );

  app.get(
    '/internship/stages',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary:
          'The stage board of an edition: each course enrolment with its stage (99 without), by status; paged',
        querystring: ListStagesQuerySchema,
        response: { 200: ListStagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listStages(app.db, request.query),
  );

  app.post(
    '/internship/stages',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: 'Create the stage of a course enrolment at status 0 (409 when it has one)',
        body: CreateStageBodySchema,
        response: { 201: StaffStageSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStage(app.db, byOf(request), request.body.enrolmentId)),
  );

  app.get(
    '/internship/stages/:id',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary:
          "A stage: student, destination, documents, the three forms' answers, dossier, tutor's evaluation",
        params: IdParamsSchema,
        response: { 200: StaffStageSchema, ...errorResponses },
      },
    },
    async (request) => getStage(app.db, request.params.id),
  );

  app.put(
    '/internship/stages/:id/status',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary:
          "Set the stage's status from the one read (409 internship.statusChanged otherwise); the person's stage status follows",
        params: IdParamsSchema,
        body: ChangeStageStatusBodySchema,
        response: { 200: StaffStageSchema, ...errorResponses },
      },
    },
    async (request) => changeStatus(app.db, byOf(request), request.params.id, request.body),
  );

  app.put(
    '/internship/stages/:id',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: 'Change the destination, host, address, tutor, period and exam start on the version read',
        params: IdParamsSchema,
        body: UpdateStageBodySchema,
        response: { 200: StaffStageSchema, ...errorResponses },
      },
    },
    async (request) => changeStage(app.db, byOf(request), request.params.id, request.body),
  );

  app.post(
    '/internship/stages/:id/documents',
    {
      config: { access: STAGE },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload a document of the stage (pdf, docx, doc; 4.5 MB), published or not',
        params: IdParamsSchema,
        body: UploadStageDocumentBodySchema,
        response: { 201: StaffStageDocumentSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await uploadDocument(deps, byOf(request), { stageId: request.params.id }, request.body)),
  );

  app.get(
    '/internship/editions/:code/documents',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: 'The documents of every stage of the edition',
        params: EditionParamsSchema,
        response: { 200: StaffStageDocumentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listEditionDocuments(app.db, request.params.code),
  );

  app.post(
    '/internship/editions/:code/documents',
    {
      config: { access: STAGE },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload a document for every stage of the edition (pdf, docx, doc; 4.5 MB)',
        params: EditionParamsSchema,
        body: UploadStageDocumentBodySchema,
        response: { 201: StaffStageDocumentSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await uploadDocument(deps, byOf(request), { productCode: request.params.code }, request.body)),
  );

  app.get(
    '/internship/documents/:id',
    {
      config: { access: STAGE },
      schema: { tags, summary: "A stage document's file", params: IdParamsSchema },
    },
    async (request, reply) => sendDocument(reply, await readDocument(deps, request.params.id)),
  );

  app.put(
    '/internship/documents/:id/published',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: 'Publish a document to the students, or withdraw it',
        params: IdParamsSchema,
        body: PublishStageDocumentBodySchema,
        response: { 200: StaffStageDocumentSchema, ...errorResponses },
      },
    },
    async (request) => publishDocument(app.db, byOf(request), request.params.id, request.body.published),
  );

  app.delete(
    '/internship/documents/:id',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: 'Delete a document (its file is removed after the commit)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeDocument(deps, byOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/internship/dossiers/:id',
    {
      config: { access: STAGE },
      schema: { tags, summary: "The internship dossier of a stage (the stage's id)", params: IdParamsSchema },
    },
    async (request, reply) => sendDocument(reply, await readDossier(deps, request.params.id)),
  );

  app.get(
    '/internship/editions/:code/surveys',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: "The edition's three survey definitions, as stored and as the survey engine reads them",
        params: EditionParamsSchema,
        response: { 200: StaffSurveyDefinitionsSchema, ...errorResponses },
      },
    },
    async (request) => getDefinitions(app.db, request.params.code),
  );

  app.put(
    '/internship/editions/:code/surveys/:form',
    {
      config: { access: STAGE },
      bodyLimit: SURVEY_DEFINITION_BODY_MAX_BYTES,
      schema: {
        tags,
        summary:
          "Replace a form's definition (checked by the survey engine's schema: 400 with a code per field)",
        params: EditionFormParamsSchema,
        body: ReplaceSurveyDefinitionBodySchema,
        response: { 200: StaffSurveyDefinitionsSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      replaceDefinition(
        app.db,
        byOf(request),
        request.params.code,
        request.params.form,
        request.body.definition,
      ),
  );

  app.post(
    '/internship/editions/:code/surveys/:form/reset',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary:
          "Put a ready definition in place: the one named (the generic preferences form, CSCI or ICPU2 for the preferences; Midterm and Endterm Survey), or the edition's course's own",
        params: EditionFormParamsSchema,
        body: ResetSurveyDefinitionBodySchema,
        response: { 200: StaffSurveyDefinitionsSchema, ...errorResponses },
      },
    },
    async (request) =>
      resetDefinition(app.db, byOf(request), request.params.code, request.params.form, request.body?.ready),
  );

  app.get(
    '/internship/editions/:code/answers/:form',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary:
          "The sent answers of a form across the edition's stages, with the summary (counts, spread, averages)",
        params: EditionFormParamsSchema,
        response: { 200: StageAnswersSchema, ...errorResponses },
      },
    },
    async (request) => getAnswers(app.db, request.params.code, request.params.form),
  );

  app.get(
    '/internship/editions/:code/answers/:form/export.csv',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary: 'The same answers as CSV (400 staff.csvTooLarge beyond the row limit)',
        params: EditionFormParamsSchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { code, form } = request.params;
      const csv = await answersCsv(app.db, code, form);
      return reply.headers(csvAttachment(`stage-${code}-${form}.csv`)).send(csv);
    },
  );

  app.post(
    '/internship/stages/:id/evaluation-link',
    {
      config: { access: STAGE },
      schema: {
        tags,
        summary:
          'Mail the tutor a link to the end-of-stage evaluation (30 days, one submission); replaces an unused one',
        params: IdParamsSchema,
        response: { 200: StaffStageSchema, ...errorResponses },
      },
    },
    async (request) => sendEvaluationLink(deps, byOf(request), request.params.id),
  );
}
