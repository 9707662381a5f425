import { endpoint } from '../../../shared/endpoint.ts';
import { ListUtilityEnrolmentsQuerySchema, ListUtilityEnrolmentsResponseSchema } from '../staff-utility.ts';

export const listEnrolments = endpoint(
  'GET /api/staff/utility/enrolments',
  'Course enrolments with their lockers and number of books, found by person (Segreteria)',
  { querystring: ListUtilityEnrolmentsQuerySchema, answer: ListUtilityEnrolmentsResponseSchema },
);
