import { endpoint } from '../../../shared/endpoint.ts';
import { ApplicationStateSchema, GetStateQuerySchema, ProductParamsSchema } from '../get-state.ts';

export const getState = endpoint(
  'GET /api/application/:productCode/state',
  'The entry state check for the caller (visitors get step 0), the fee, the files and the saved values',
  { params: ProductParamsSchema, querystring: GetStateQuerySchema, answer: ApplicationStateSchema },
);
