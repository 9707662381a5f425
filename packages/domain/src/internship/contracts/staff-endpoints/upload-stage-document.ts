import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffStageDocumentSchema, UploadStageDocumentBodySchema } from '../staff-internship.ts';

export const uploadStageDocument = endpoint(
  'POST /api/staff/internship/stages/:id/documents',
  'Upload a document of the stage (pdf, docx, doc; 4.5 MB), published or not',
  {
    params: IdParamsSchema,
    body: UploadStageDocumentBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: { 201: StaffStageDocumentSchema },
    errors: [413],
  },
);
