import {
  type UploadApplicationFileBody,
  type UploadApplicationFileResponse,
  UploadApplicationFileResponseSchema,
} from '@school/domain/application/contracts/upload-file';
import type { ApplicationFileKind } from '@school/domain/application/uploads';
import { type UploadOptions, uploadJson } from '../../../lib/upload';

/**
 * `POST /api/application/:productCode/files/:kind`: a file of the application (CV, motivational
 * letter, English certificate, identity document) as base64 in JSON, sent with XMLHttpRequest for
 * the progress bar. A new upload of the same kind replaces the previous file.
 */
export async function uploadApplicationFile(
  productCode: string,
  kind: ApplicationFileKind,
  body: UploadApplicationFileBody,
  options: UploadOptions = {},
): Promise<UploadApplicationFileResponse> {
  return UploadApplicationFileResponseSchema.parse(
    await uploadJson<unknown>(
      `/api/application/${encodeURIComponent(productCode)}/files/${kind}`,
      body,
      options,
    ),
  );
}
