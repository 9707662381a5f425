import { endpoint } from '../../../shared/endpoint.ts';
import { CatalogueItemsQuerySchema, CatalogueItemsResponseSchema } from '../thesis.ts';

export const items = endpoint(
  'GET /api/thesis/catalogue/items',
  'The ingredients or equipment of a category, or whose name contains the search (at most 50; getIngredientiAttrezzaturaTesi)',
  { querystring: CatalogueItemsQuerySchema, answer: CatalogueItemsResponseSchema },
);
