import { endpoint } from '../../../shared/endpoint.ts';
import { EditionParamsSchema, StaffStageDocumentsResponseSchema } from '../staff-internship.ts';

export const listEditionDocuments = endpoint(
  'GET /api/staff/internship/editions/:code/documents',
  'The documents of every stage of the edition',
  { params: EditionParamsSchema, answer: StaffStageDocumentsResponseSchema },
);
