import { endpoint } from '../../../shared/endpoint.ts';
import { ApplicationStateSchema, GetStateQuerySchema, ProductParamsSchema } from '../get-state.ts';

export const enter = endpoint(
  'POST /api/application/:productCode/entry',
  'The entry of a signed-in applicant: the state check of GET /state, which also sets the product and step 1 for a new product or a product switch',
  { params: ProductParamsSchema, querystring: GetStateQuerySchema, answer: ApplicationStateSchema },
);
