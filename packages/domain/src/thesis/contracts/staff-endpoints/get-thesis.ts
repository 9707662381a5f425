import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffThesisSchema } from '../staff-thesis.ts';

export const getThesis = endpoint(
  'GET /api/staff/thesis/theses/:id',
  'A thesis with its dishes, lines and totals as its student sees it (read only)',
  { params: IdParamsSchema, answer: StaffThesisSchema },
);
