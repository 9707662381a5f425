import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import { ThesisFileParamsSchema, ThesisFileUploadBodySchema, ThesisResponseSchema } from '../thesis.ts';

export const uploadFile = endpoint(
  'POST /api/thesis/:exam/files/:kind',
  'Upload the thesis file or the dossier (final exam only; pdf, docx, doc; 4.5 MB) until its deadline; answers the thesis',
  {
    params: ThesisFileParamsSchema,
    body: ThesisFileUploadBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: ThesisResponseSchema,
    errors: [413],
  },
);
