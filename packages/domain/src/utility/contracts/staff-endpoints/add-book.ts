import { endpoint } from '../../../shared/endpoint.ts';
import {
  AddBookBodySchema,
  GetUtilityEnrolmentResponseSchema,
  UtilityEnrolmentParamsSchema,
} from '../staff-utility.ts';

export const addBook = endpoint(
  'POST /api/staff/utility/enrolments/:id/books',
  'Add a digital book (title, code) to a course enrolment (Segreteria)',
  {
    params: UtilityEnrolmentParamsSchema,
    body: AddBookBodySchema,
    answer: { 201: GetUtilityEnrolmentResponseSchema },
  },
);
