import type { AccessSubject } from '@school/domain/access/subject';
import { UPLOAD_BODY_MAX_BYTES } from '@school/domain/shared/limits';
import {
  CatalogueItemsQuerySchema,
  CatalogueItemsResponseSchema,
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  DishParamsSchema,
  ExamParamsSchema,
  ListExamsResponseSchema,
  ThesisFileParamsSchema,
  ThesisFileUploadBodySchema,
  ThesisResponseSchema,
} from '@school/domain/thesis/contracts/thesis';
import { DishInputSchema } from '@school/domain/thesis/dishes';
import { visibleExams } from '@school/domain/thesis/thesis';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, errorResponses } from '../../lib/error-schema.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  addDish,
  catalogueCategories,
  catalogueItems,
  deleteDish,
  getThesis,
  listExams,
  openThesisFile,
  saveDish,
  uploadThesisFile,
} from './thesis.service.ts';

const tags = ['thesis'];

/**
 * "The thesis area is disabled without the thesis flag": the course enrolment's
 * IsActiveTesi__c or IsActiveTesiIntermedia__c (`visibleExams`); each exam's own flag is checked
 * by the service (403 for the other exam).
 */
const canSeeThesis = (subject: AccessSubject) => visibleExams(subject).length > 0;

/** Exams and thesis (specification 001, sections 2-5 and 7; decision 45). */
export default async function thesisRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/thesis/exams',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary: "The exams the student sees (the course's thesis flags) and the one opened by itself",
        response: { 200: ListExamsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listExams(app.db, checkedSubject(request)),
  );

  app.get(
    '/thesis/catalogue/categories',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary: 'The categories of the ingredients or the equipment (getCategoriaIngrAttr)',
        querystring: CategoriesQuerySchema,
        response: { 200: CategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => catalogueCategories(app.db, request.query.kind),
  );

  app.get(
    '/thesis/catalogue/items',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary:
          'The ingredients or equipment of a category, or whose name contains the search (at most 50; getIngredientiAttrezzaturaTesi)',
        querystring: CatalogueItemsQuerySchema,
        response: { 200: CatalogueItemsResponseSchema, ...errorResponses },
      },
    },
    async (request) => catalogueItems(app.db, request.query),
  );

  app.get(
    '/thesis/:exam',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary:
          'The thesis of an exam (created on first read with its dishes): conditions, dishes, lines, totals, budget and lock',
        params: ExamParamsSchema,
        response: { 200: ThesisResponseSchema, ...errorResponses },
      },
    },
    async (request) => getThesis(app.db, checkedSubject(request), request.params.exam),
  );

  app.post(
    '/thesis/:exam/dishes',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary: 'Add a dish (conditions exist, not locked); answers the thesis',
        params: ExamParamsSchema,
        response: { 200: ThesisResponseSchema, ...errorResponses },
      },
    },
    async (request) => addDish(app.db, checkedSubject(request), request.params.exam),
  );

  app.put(
    '/thesis/dishes/:id',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary:
          'Save a dish and its lines (setPiatto); costs and totals are computed from the catalogue; 409 thesis.overBudget, thesis.editsLocked',
        params: DishParamsSchema,
        body: DishInputSchema,
        response: { 200: ThesisResponseSchema, ...errorResponses },
      },
    },
    async (request) => saveDish(app.db, checkedSubject(request), request.params.id, request.body),
  );

  app.delete(
    '/thesis/dishes/:id',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary:
          'Delete a dish beyond the number the conditions ask for, while not locked; answers the thesis',
        params: DishParamsSchema,
        response: { 200: ThesisResponseSchema, ...errorResponses },
      },
    },
    async (request) => deleteDish(app.db, checkedSubject(request), request.params.id),
  );

  app.post(
    '/thesis/:exam/files/:kind',
    {
      config: { access: canSeeThesis },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Upload the thesis file or the dossier (final exam only; pdf, docx, doc; 4.5 MB) until its deadline; answers the thesis',
        params: ThesisFileParamsSchema,
        body: ThesisFileUploadBodySchema,
        response: { 200: ThesisResponseSchema, 413: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      uploadThesisFile(
        { db: app.db, storage: app.storage, log: request.log },
        checkedSubject(request),
        request.params.exam,
        request.params.kind,
        request.body,
      ),
  );

  app.get(
    '/thesis/:exam/files/:kind',
    {
      config: { access: canSeeThesis },
      schema: {
        tags,
        summary: "Download the student's own uploaded thesis file or dossier (getAttachment)",
        params: ThesisFileParamsSchema,
        response: { 200: z.any(), 503: ErrorResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const download = await openThesisFile(
        { db: app.db, storage: app.storage },
        checkedSubject(request),
        request.params.exam,
        request.params.kind,
      );
      return sendDocument(reply, download);
    },
  );
}
