import { endpoint } from '../../../shared/endpoint.ts';
import { ApplicationStateSchema } from '../get-state.ts';
import { SaveStepBodySchema, SaveStepParamsSchema, SaveStepQuerySchema } from '../save-step.ts';

export const saveStep = endpoint(
  'PUT /api/application/:productCode/steps/:step',
  'Next on a step: saves its form (Step<n>Body) with the target step, status Candidato and the product code; step 0 of a visitor creates the account and signs in',
  {
    params: SaveStepParamsSchema,
    querystring: SaveStepQuerySchema,
    body: SaveStepBodySchema,
    answer: { 200: ApplicationStateSchema, 201: ApplicationStateSchema },
  },
);
