import * as applicationApi from '@school/domain/application/contracts/endpoints';
import type {
  UploadApplicationFileBody,
  UploadApplicationFileResponse,
} from '@school/domain/application/contracts/upload-file';
import type { ApplicationFileKind } from '@school/domain/application/uploads';
import { type UploadOptions, upload } from '../../../lib/upload';

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
  return upload(applicationApi.uploadFile, { params: { productCode, kind }, body }, options);
}
