import { endpoint } from '../../../shared/endpoint.ts';
import { DishParamsSchema, ThesisResponseSchema } from '../thesis.ts';

export const deleteDish = endpoint(
  'DELETE /api/thesis/dishes/:id',
  'Delete a dish beyond the number the conditions ask for, while not locked; answers the thesis',
  { params: DishParamsSchema, answer: ThesisResponseSchema },
);
