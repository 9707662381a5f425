import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffCatalogueItemSchema } from '../staff-thesis.ts';

export const getCatalogueItem = endpoint(
  'GET /api/staff/thesis/catalogue/:id',
  'A catalogue item with its dish lines count and version',
  { params: IdParamsSchema, answer: StaffCatalogueItemSchema },
);
