import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import {
  UploadApplicationFileBodySchema,
  UploadApplicationFileParamsSchema,
  UploadApplicationFileResponseSchema,
} from '../upload-file.ts';

export const uploadFile = endpoint(
  'POST /api/application/:productCode/files/:kind',
  'Upload a file of the application (CV, motivational letter, English certificate, identity document; base64)',
  {
    params: UploadApplicationFileParamsSchema,
    body: UploadApplicationFileBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: UploadApplicationFileResponseSchema,
    errors: [413],
  },
);
