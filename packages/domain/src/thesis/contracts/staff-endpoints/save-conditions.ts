import { endpoint } from '../../../shared/endpoint.ts';
import { ConditionsBodySchema, EditionExamParamsSchema, StaffEditionThesisSchema } from '../staff-thesis.ts';

export const saveConditions = endpoint(
  'PUT /api/staff/thesis/editions/:edition/exams/:exam/conditions',
  'Create (version null) or change the conditions of the edition for an exam, on the version read',
  { params: EditionExamParamsSchema, body: ConditionsBodySchema, answer: StaffEditionThesisSchema },
);
