import { z } from 'zod';
import { endpoint } from '../../shared/endpoint.ts';
import { ErrorResponseSchema } from '../../shared/errors.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../shared/limits.ts';
import { DishInputSchema } from '../dishes.ts';
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
} from './thesis.ts';

/** The student's thesis endpoints. */
export const thesisApi = {
  listExams: endpoint(
    'GET /api/thesis/exams',
    "The exams the student sees (the course's thesis flags) and the one opened by itself",
    { answer: ListExamsResponseSchema },
  ),
  categories: endpoint(
    'GET /api/thesis/catalogue/categories',
    'The categories of the ingredients or the equipment (getCategoriaIngrAttr)',
    { querystring: CategoriesQuerySchema, answer: CategoriesResponseSchema },
  ),
  items: endpoint(
    'GET /api/thesis/catalogue/items',
    'The ingredients or equipment of a category, or whose name contains the search (at most 50; getIngredientiAttrezzaturaTesi)',
    { querystring: CatalogueItemsQuerySchema, answer: CatalogueItemsResponseSchema },
  ),
  getThesis: endpoint(
    'GET /api/thesis/:exam',
    'The thesis of an exam (created on first read with its dishes): conditions, dishes, lines, totals, budget and lock',
    { params: ExamParamsSchema, answer: ThesisResponseSchema },
  ),
  addDish: endpoint(
    'POST /api/thesis/:exam/dishes',
    'Add a dish (conditions exist, not locked); answers the thesis',
    { params: ExamParamsSchema, answer: ThesisResponseSchema },
  ),
  saveDish: endpoint(
    'PUT /api/thesis/dishes/:id',
    'Save a dish and its lines (setPiatto); costs and totals are computed from the catalogue; 409 thesis.overBudget, thesis.editsLocked',
    { params: DishParamsSchema, body: DishInputSchema, answer: ThesisResponseSchema },
  ),
  deleteDish: endpoint(
    'DELETE /api/thesis/dishes/:id',
    'Delete a dish beyond the number the conditions ask for, while not locked; answers the thesis',
    { params: DishParamsSchema, answer: ThesisResponseSchema },
  ),
  uploadFile: endpoint(
    'POST /api/thesis/:exam/files/:kind',
    'Upload the thesis file or the dossier (final exam only; pdf, docx, doc; 4.5 MB) until its deadline; answers the thesis',
    {
      params: ThesisFileParamsSchema,
      body: ThesisFileUploadBodySchema,
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      answer: { 200: ThesisResponseSchema, 413: ErrorResponseSchema },
    },
  ),
  downloadFile: endpoint(
    'GET /api/thesis/:exam/files/:kind',
    "Download the student's own uploaded thesis file or dossier (getAttachment)",
    { params: ThesisFileParamsSchema, answer: { 200: z.any(), 503: ErrorResponseSchema } },
  ),
};
