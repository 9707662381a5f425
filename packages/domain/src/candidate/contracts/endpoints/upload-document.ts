import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import {
  DocumentParamsSchema,
  UploadDocumentRequestBodySchema,
  UploadDocumentResponseSchema,
} from '../upload-document.ts';

export const uploadDocument = endpoint(
  'POST /api/candidate/documents/:id/upload',
  'Upload the file of a requested document (base64; encrypted when the document asks)',
  {
    params: DocumentParamsSchema,
    body: UploadDocumentRequestBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: UploadDocumentResponseSchema,
    errors: [413],
  },
);
