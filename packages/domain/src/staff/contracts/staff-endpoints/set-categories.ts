import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { PersonChangeResponseSchema, SetCategoriesBodySchema } from '../people.ts';

export const setCategories = endpoint(
  'PUT /api/staff/people/:id/categories',
  'Set the categories (Categoria__c)',
  {
    params: IdParamsSchema,
    body: SetCategoriesBodySchema,
    answer: PersonChangeResponseSchema,
  },
);
