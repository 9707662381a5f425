import { endpoint } from '../../../shared/endpoint.ts';
import { GetUtilityEnrolmentResponseSchema, UtilityEnrolmentParamsSchema } from '../staff-utility.ts';

export const getEnrolment = endpoint(
  'GET /api/staff/utility/enrolments/:id',
  "A course enrolment's lockers and books with their versions (Segreteria)",
  { params: UtilityEnrolmentParamsSchema, answer: GetUtilityEnrolmentResponseSchema },
);
