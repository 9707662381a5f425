import { endpoint } from '../../../shared/endpoint.ts';
import { ListCatalogueQuerySchema, ListCatalogueResponseSchema } from '../staff-thesis.ts';

export const listCatalogue = endpoint(
  'GET /api/staff/thesis/catalogue',
  'The ingredients and equipment: by code or name, kind, category, shown or hidden; paged',
  { querystring: ListCatalogueQuerySchema, answer: ListCatalogueResponseSchema },
);
