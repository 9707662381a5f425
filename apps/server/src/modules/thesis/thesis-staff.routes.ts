import { IdParamsSchema } from '@school/domain/staff/contracts/fields';
import {
  CatalogueCategoriesResponseSchema,
  CatalogueKindQuerySchema,
  ConditionsBodySchema,
  CreateCatalogueItemBodySchema,
  CsvQuerySchema,
  EditionExamParamsSchema,
  EditionParamsSchema,
  ListCatalogueQuerySchema,
  ListCatalogueResponseSchema,
  RemoveCatalogueItemResponseSchema,
  ShoppingListResponseSchema,
  StaffCatalogueItemSchema,
  StaffEditionThesisSchema,
  StaffThesesSchema,
  StaffThesisSchema,
  UpdateCatalogueItemBodySchema,
  VersionQuerySchema,
} from '@school/domain/thesis/contracts/staff-thesis';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvAttachment } from '../../lib/csv.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import {
  catalogueCategories,
  changeCatalogueItem,
  createCatalogueItem,
  deleteConditions,
  getCatalogueItem,
  getEditionThesis,
  getShoppingList,
  getThesis,
  listCatalogue,
  listTheses,
  removeCatalogueItem,
  saveConditions,
  shoppingListCsv,
} from './thesis-staff.service.ts';

const tags = ['staff'];
const THESIS = staffOnly('Tesi');

/**
 * The exams and thesis kept by staff with Tesi (area `thesis`), under /api/staff/thesis: the
 * conditions of each edition and exam, the catalogue of ingredients and equipment, the theses and
 * the shopping list. See `packages/domain/src/thesis/contracts/staff-thesis.ts`.
 */
export default async function thesisStaffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/thesis/editions/:edition',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: "The edition's thesis conditions per exam, with their versions, lock and theses",
        params: EditionParamsSchema,
        response: { 200: StaffEditionThesisSchema, ...errorResponses },
      },
    },
    async (request) => getEditionThesis(app.db, request.params.edition),
  );

  app.put(
    '/thesis/editions/:edition/exams/:exam/conditions',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary:
          'Create (version null) or change the conditions of the edition for an exam, on the version read',
        params: EditionExamParamsSchema,
        body: ConditionsBodySchema,
        response: { 200: StaffEditionThesisSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveConditions(app.db, byOf(request), request.params.edition, request.params.exam, request.body),
  );

  app.delete(
    '/thesis/editions/:edition/exams/:exam/conditions',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary:
          'Delete the conditions of the edition for an exam, on the version read, while no student has opened a thesis of it',
        params: EditionExamParamsSchema,
        querystring: VersionQuerySchema,
        response: { 200: StaffEditionThesisSchema, ...errorResponses },
      },
    },
    async (request) =>
      deleteConditions(
        app.db,
        byOf(request),
        request.params.edition,
        request.params.exam,
        request.query.version,
      ),
  );

  app.get(
    '/thesis/editions/:edition/exams/:exam/theses',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: "The exam's theses of the edition: student, dishes, total from today's costs, over budget",
        params: EditionExamParamsSchema,
        response: { 200: StaffThesesSchema, ...errorResponses },
      },
    },
    async (request) => listTheses(app.db, request.params.edition, request.params.exam),
  );

  app.get(
    '/thesis/editions/:edition/exams/:exam/shopping-list',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: "Every dish line of the exam's theses summed per catalogue item and unit, with its cost",
        params: EditionExamParamsSchema,
        response: { 200: ShoppingListResponseSchema, ...errorResponses },
      },
    },
    async (request) => getShoppingList(app.db, request.params.edition, request.params.exam),
  );

  app.get(
    '/thesis/editions/:edition/exams/:exam/shopping-list.csv',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: 'The same shopping list as CSV',
        params: EditionExamParamsSchema,
        querystring: CsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { name, csv } = await shoppingListCsv(
        app.db,
        request.params.edition,
        request.params.exam,
        request.query.lang,
      );
      return reply.headers(csvAttachment(name)).send(csv);
    },
  );

  app.get(
    '/thesis/theses/:id',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: 'A thesis with its dishes, lines and totals as its student sees it (read only)',
        params: IdParamsSchema,
        response: { 200: StaffThesisSchema, ...errorResponses },
      },
    },
    async (request) => getThesis(app.db, request.params.id),
  );

  app.get(
    '/thesis/catalogue',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: 'The ingredients and equipment: by code or name, kind, category, shown or hidden; paged',
        querystring: ListCatalogueQuerySchema,
        response: { 200: ListCatalogueResponseSchema, ...errorResponses },
      },
    },
    async (request) => listCatalogue(app.db, request.query),
  );

  app.get(
    '/thesis/catalogue/categories',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: "The catalogue's categories in use, of a kind or all",
        querystring: CatalogueKindQuerySchema,
        response: { 200: CatalogueCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => catalogueCategories(app.db, request.query.kind),
  );

  app.post(
    '/thesis/catalogue',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: 'Create an ingredient or a piece of equipment (409 thesis.codeTaken)',
        body: CreateCatalogueItemBodySchema,
        response: { 201: StaffCatalogueItemSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCatalogueItem(app.db, byOf(request), request.body)),
  );

  app.get(
    '/thesis/catalogue/:id',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: 'A catalogue item with its dish lines count and version',
        params: IdParamsSchema,
        response: { 200: StaffCatalogueItemSchema, ...errorResponses },
      },
    },
    async (request) => getCatalogueItem(app.db, request.params.id),
  );

  app.put(
    '/thesis/catalogue/:id',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary:
          'Change an item on the version read (the kind and units dish lines use are kept: 409 thesis.itemInUse)',
        params: IdParamsSchema,
        body: UpdateCatalogueItemBodySchema,
        response: { 200: StaffCatalogueItemSchema, ...errorResponses },
      },
    },
    async (request) => changeCatalogueItem(app.db, byOf(request), request.params.id, request.body),
  );

  app.delete(
    '/thesis/catalogue/:id',
    {
      config: { access: THESIS },
      schema: {
        tags,
        summary: 'Delete an item no dish line uses, or hide it from the pickers, on the version read',
        params: IdParamsSchema,
        querystring: VersionQuerySchema,
        response: { 200: RemoveCatalogueItemResponseSchema, ...errorResponses },
      },
    },
    async (request) => removeCatalogueItem(app.db, byOf(request), request.params.id, request.query.version),
  );
}
