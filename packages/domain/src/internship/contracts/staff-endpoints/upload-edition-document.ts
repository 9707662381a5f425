import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import {
  EditionParamsSchema,
  StaffStageDocumentSchema,
  UploadStageDocumentBodySchema,
} from '../staff-internship.ts';

export const uploadEditionDocument = endpoint(
  'POST /api/staff/internship/editions/:code/documents',
  'Upload a document for every stage of the edition (pdf, docx, doc; 4.5 MB)',
  {
    params: EditionParamsSchema,
    body: UploadStageDocumentBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: { 201: StaffStageDocumentSchema },
    errors: [413],
  },
);
