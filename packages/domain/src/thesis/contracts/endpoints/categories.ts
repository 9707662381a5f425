import { endpoint } from '../../../shared/endpoint.ts';
import { CategoriesQuerySchema, CategoriesResponseSchema } from '../thesis.ts';

export const categories = endpoint(
  'GET /api/thesis/catalogue/categories',
  'The categories of the ingredients or the equipment (getCategoriaIngrAttr)',
  { querystring: CategoriesQuerySchema, answer: CategoriesResponseSchema },
);
