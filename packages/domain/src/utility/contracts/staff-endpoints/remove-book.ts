import { endpoint } from '../../../shared/endpoint.ts';
import {
  BookParamsSchema,
  GetUtilityEnrolmentResponseSchema,
  RemoveBookQuerySchema,
} from '../staff-utility.ts';

export const removeBook = endpoint(
  'DELETE /api/staff/utility/enrolments/:id/books/:bookId',
  'Remove a digital book, on the version read (Segreteria)',
  {
    params: BookParamsSchema,
    querystring: RemoveBookQuerySchema,
    answer: GetUtilityEnrolmentResponseSchema,
  },
);
