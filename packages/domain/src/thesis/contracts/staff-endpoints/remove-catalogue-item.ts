import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { RemoveCatalogueItemResponseSchema, VersionQuerySchema } from '../staff-thesis.ts';

export const removeCatalogueItem = endpoint(
  'DELETE /api/staff/thesis/catalogue/:id',
  'Delete an item no dish line uses, or hide it from the pickers, on the version read',
  { params: IdParamsSchema, querystring: VersionQuerySchema, answer: RemoveCatalogueItemResponseSchema },
);
