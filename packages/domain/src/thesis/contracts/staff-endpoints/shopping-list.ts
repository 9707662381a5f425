import { endpoint } from '../../../shared/endpoint.ts';
import { EditionExamParamsSchema, ShoppingListResponseSchema } from '../staff-thesis.ts';

export const shoppingList = endpoint(
  'GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list',
  "Every dish line of the exam's theses summed per catalogue item and unit, with its cost",
  { params: EditionExamParamsSchema, answer: ShoppingListResponseSchema },
);
