import { endpoint } from '../../../shared/endpoint.ts';
import { DishInputSchema } from '../../dishes.ts';
import { DishParamsSchema, ThesisResponseSchema } from '../thesis.ts';

export const saveDish = endpoint(
  'PUT /api/thesis/dishes/:id',
  'Save a dish and its lines (setPiatto); costs and totals are computed from the catalogue; 409 thesis.overBudget, thesis.editsLocked',
  { params: DishParamsSchema, body: DishInputSchema, answer: ThesisResponseSchema },
);
