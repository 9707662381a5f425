import { endpoint } from '../../shared/endpoint.ts';
import {
  AddBookBodySchema,
  BookParamsSchema,
  GetUtilityEnrolmentResponseSchema,
  ListUtilityEnrolmentsQuerySchema,
  ListUtilityEnrolmentsResponseSchema,
  LockerParamsSchema,
  RemoveBookQuerySchema,
  SetLockerBodySchema,
  UtilityEnrolmentParamsSchema,
} from './staff-utility.ts';

/** The lockers and digital books endpoints of the staff console. */
export const staffUtilityApi = {
  listEnrolments: endpoint(
    'GET /api/staff/utility/enrolments',
    'Course enrolments with their lockers and number of books, found by person (Segreteria)',
    { querystring: ListUtilityEnrolmentsQuerySchema, answer: ListUtilityEnrolmentsResponseSchema },
  ),
  getEnrolment: endpoint(
    'GET /api/staff/utility/enrolments/:id',
    "A course enrolment's lockers and books with their versions (Segreteria)",
    { params: UtilityEnrolmentParamsSchema, answer: GetUtilityEnrolmentResponseSchema },
  ),
  setLocker: endpoint(
    'PUT /api/staff/utility/enrolments/:id/lockers/:kind',
    'Set (name, free from) or clear the course or exam locker, on the version read (Segreteria)',
    { params: LockerParamsSchema, body: SetLockerBodySchema, answer: GetUtilityEnrolmentResponseSchema },
  ),
  addBook: endpoint(
    'POST /api/staff/utility/enrolments/:id/books',
    'Add a digital book (title, code) to a course enrolment (Segreteria)',
    {
      params: UtilityEnrolmentParamsSchema,
      body: AddBookBodySchema,
      answer: { 201: GetUtilityEnrolmentResponseSchema },
    },
  ),
  removeBook: endpoint(
    'DELETE /api/staff/utility/enrolments/:id/books/:bookId',
    'Remove a digital book, on the version read (Segreteria)',
    {
      params: BookParamsSchema,
      querystring: RemoveBookQuerySchema,
      answer: GetUtilityEnrolmentResponseSchema,
    },
  ),
};
