import * as applicationApi from '@school/domain/application/contracts/endpoints';
import {
  type UploadApplicationFileBody,
  type UploadApplicationFileResponse,
  UploadApplicationFileResponseSchema,
} from '@school/domain/application/contracts/upload-file';
import type { ApplicationFileKind } from '@school/domain/application/uploads';
import { endpointUrl } from '../../../lib/api-client';
import { type UploadOptions, uploadJson } from '../../../lib/upload';

/**
 * A file of the application (CV, motivational letter, English certificate, identity document) as
 * base64 in JSON, sent with XMLHttpRequest for the progress bar. A new upload of the same kind
 * replaces the previous file.
 */
export async function uploadApplicationFile(
  productCode: string,
  kind: ApplicationFileKind,
  body: UploadApplicationFileBody,
  options: UploadOptions = {},
): Promise<UploadApplicationFileResponse> {
  return UploadApplicationFileResponseSchema.parse(
    await uploadJson<unknown>(
      endpointUrl(applicationApi.uploadFile, { params: { productCode, kind } }),
      body,
      options,
    ),
  );
}
