import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import { DossierUploadBodySchema, InternshipResponseSchema } from '../internship.ts';

export const uploadDossier = endpoint(
  'PUT /api/internship/dossier',
  'Upload the internship dossier (pdf, docx, doc; 4.5 MB), until the exam starts',
  {
    body: DossierUploadBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: InternshipResponseSchema,
    errors: [413],
  },
);
