import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { PublishStageDocumentBodySchema, StaffStageDocumentSchema } from '../staff-internship.ts';

export const publishDocument = endpoint(
  'PUT /api/staff/internship/documents/:id/published',
  'Publish a document to the students, or withdraw it',
  { params: IdParamsSchema, body: PublishStageDocumentBodySchema, answer: StaffStageDocumentSchema },
);
