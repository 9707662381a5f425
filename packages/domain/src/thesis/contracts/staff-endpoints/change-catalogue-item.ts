import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffCatalogueItemSchema, UpdateCatalogueItemBodySchema } from '../staff-thesis.ts';

export const changeCatalogueItem = endpoint(
  'PUT /api/staff/thesis/catalogue/:id',
  'Change an item on the version read (the kind and units dish lines use are kept: 409 thesis.itemInUse)',
  { params: IdParamsSchema, body: UpdateCatalogueItemBodySchema, answer: StaffCatalogueItemSchema },
);
