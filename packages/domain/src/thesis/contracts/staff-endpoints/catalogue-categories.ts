import { endpoint } from '../../../shared/endpoint.ts';
import { CatalogueCategoriesResponseSchema, CatalogueKindQuerySchema } from '../staff-thesis.ts';

export const catalogueCategories = endpoint(
  'GET /api/staff/thesis/catalogue/categories',
  "The catalogue's categories in use, of a kind or all",
  { querystring: CatalogueKindQuerySchema, answer: CatalogueCategoriesResponseSchema },
);
