import { endpoint } from '../../../shared/endpoint.ts';
import { EditionParamsSchema, StaffEditionThesisSchema } from '../staff-thesis.ts';

export const getEdition = endpoint(
  'GET /api/staff/thesis/editions/:edition',
  "The edition's thesis conditions per exam, with their versions, lock and theses",
  { params: EditionParamsSchema, answer: StaffEditionThesisSchema },
);
