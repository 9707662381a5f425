import { endpoint } from '../../shared/endpoint.ts';
import { IdParamsSchema } from '../../staff/contracts/fields.ts';
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
} from './staff-thesis.ts';

/** The thesis endpoints of the staff console. */
export const staffThesisApi = {
  getEdition: endpoint(
    'GET /api/staff/thesis/editions/:edition',
    "The edition's thesis conditions per exam, with their versions, lock and theses",
    { params: EditionParamsSchema, answer: StaffEditionThesisSchema },
  ),
  saveConditions: endpoint(
    'PUT /api/staff/thesis/editions/:edition/exams/:exam/conditions',
    'Create (version null) or change the conditions of the edition for an exam, on the version read',
    { params: EditionExamParamsSchema, body: ConditionsBodySchema, answer: StaffEditionThesisSchema },
  ),
  deleteConditions: endpoint(
    'DELETE /api/staff/thesis/editions/:edition/exams/:exam/conditions',
    'Delete the conditions of the edition for an exam, on the version read, while no student has opened a thesis of it',
    { params: EditionExamParamsSchema, querystring: VersionQuerySchema, answer: StaffEditionThesisSchema },
  ),
  listTheses: endpoint(
    'GET /api/staff/thesis/editions/:edition/exams/:exam/theses',
    "The exam's theses of the edition: student, dishes, total from today's costs, over budget",
    { params: EditionExamParamsSchema, answer: StaffThesesSchema },
  ),
  shoppingList: endpoint(
    'GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list',
    "Every dish line of the exam's theses summed per catalogue item and unit, with its cost",
    { params: EditionExamParamsSchema, answer: ShoppingListResponseSchema },
  ),
  shoppingListCsv: endpoint(
    'GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list.csv',
    'The same shopping list as CSV',
    { params: EditionExamParamsSchema, querystring: CsvQuerySchema },
  ),
  getThesis: endpoint(
    'GET /api/staff/thesis/theses/:id',
    'A thesis with its dishes, lines and totals as its student sees it (read only)',
    { params: IdParamsSchema, answer: StaffThesisSchema },
  ),
  listCatalogue: endpoint(
    'GET /api/staff/thesis/catalogue',
    'The ingredients and equipment: by code or name, kind, category, shown or hidden; paged',
    { querystring: ListCatalogueQuerySchema, answer: ListCatalogueResponseSchema },
  ),
  catalogueCategories: endpoint(
    'GET /api/staff/thesis/catalogue/categories',
    "The catalogue's categories in use, of a kind or all",
    { querystring: CatalogueKindQuerySchema, answer: CatalogueCategoriesResponseSchema },
  ),
  createCatalogueItem: endpoint(
    'POST /api/staff/thesis/catalogue',
    'Create an ingredient or a piece of equipment (409 thesis.codeTaken)',
    { body: CreateCatalogueItemBodySchema, answer: { 201: StaffCatalogueItemSchema } },
  ),
  getCatalogueItem: endpoint(
    'GET /api/staff/thesis/catalogue/:id',
    'A catalogue item with its dish lines count and version',
    { params: IdParamsSchema, answer: StaffCatalogueItemSchema },
  ),
  changeCatalogueItem: endpoint(
    'PUT /api/staff/thesis/catalogue/:id',
    'Change an item on the version read (the kind and units dish lines use are kept: 409 thesis.itemInUse)',
    { params: IdParamsSchema, body: UpdateCatalogueItemBodySchema, answer: StaffCatalogueItemSchema },
  ),
  removeCatalogueItem: endpoint(
    'DELETE /api/staff/thesis/catalogue/:id',
    'Delete an item no dish line uses, or hide it from the pickers, on the version read',
    { params: IdParamsSchema, querystring: VersionQuerySchema, answer: RemoveCatalogueItemResponseSchema },
  ),
};
