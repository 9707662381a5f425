import { endpoint } from '../../../shared/endpoint.ts';
import { EditionExamParamsSchema, StaffEditionThesisSchema, VersionQuerySchema } from '../staff-thesis.ts';

export const deleteConditions = endpoint(
  'DELETE /api/staff/thesis/editions/:edition/exams/:exam/conditions',
  'Delete the conditions of the edition for an exam, on the version read, while no student has opened a thesis of it',
  { params: EditionExamParamsSchema, querystring: VersionQuerySchema, answer: StaffEditionThesisSchema },
);
