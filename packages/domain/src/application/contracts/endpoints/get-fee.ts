import { endpoint } from '../../../shared/endpoint.ts';
import { FeeStateSchema, ProductParamsSchema } from '../get-state.ts';

export const getFee = endpoint(
  'GET /api/application/:productCode/fee',
  'The application fee of the caller for this product: asked, paid, skippable, checkout pending',
  { params: ProductParamsSchema, answer: FeeStateSchema },
);
