import { endpoint } from '../../../shared/endpoint.ts';
import { CsvQuerySchema, EditionExamParamsSchema } from '../staff-thesis.ts';

export const shoppingListCsv = endpoint(
  'GET /api/staff/thesis/editions/:edition/exams/:exam/shopping-list.csv',
  'The same shopping list as CSV',
  { params: EditionExamParamsSchema, querystring: CsvQuerySchema },
);
