import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import {
  type UploadDocumentRequestBody,
  type UploadDocumentResponse,
  UploadDocumentResponseSchema,
} from '@school/domain/candidate/contracts/upload-document';
import { endpointUrl } from '../../../lib/api-client';
import { type UploadOptions, uploadJson } from '../../../lib/upload';

/**
 * The file as base64 in JSON ("Sent as base64"), or the encryption envelope when the document must
 * be encrypted. Sent with XMLHttpRequest for the progress bar; abort the signal to cancel.
 */
export async function uploadDocument(
  documentId: string,
  body: UploadDocumentRequestBody,
  options: UploadOptions = {},
): Promise<UploadDocumentResponse> {
  return UploadDocumentResponseSchema.parse(
    await uploadJson<unknown>(
      endpointUrl(candidateApi.uploadDocument, { params: { id: documentId } }),
      body,
      options,
    ),
  );
}
