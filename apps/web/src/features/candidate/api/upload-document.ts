import * as candidateApi from '@school/domain/candidate/contracts/endpoints';
import type {
  UploadDocumentRequestBody,
  UploadDocumentResponse,
} from '@school/domain/candidate/contracts/upload-document';
import { type UploadOptions, upload } from '../../../lib/upload';

/**
 * The file as base64 in JSON ("Sent as base64"), or the encryption envelope when the document must
 * be encrypted. Sent with XMLHttpRequest for the progress bar; abort the signal to cancel.
 */
export async function uploadDocument(
  documentId: string,
  body: UploadDocumentRequestBody,
  options: UploadOptions = {},
): Promise<UploadDocumentResponse> {
  return upload(candidateApi.uploadDocument, { params: { id: documentId }, body }, options);
}
