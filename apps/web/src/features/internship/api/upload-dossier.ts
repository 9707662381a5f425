import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import type { InternshipResponse } from '@school/domain/internship/contracts/internship';
import { type UploadBody, type UploadOptions, upload } from '../../../lib/upload';

/**
 * The internship dossier through the one upload path (the file as base64 in JSON, sent with its
 * progress), answered with the whole area.
 */
export async function uploadDossier(
  body: UploadBody,
  options: UploadOptions = {},
): Promise<InternshipResponse> {
  const file = { fileName: body.fileName, contentBase64: body.contentBase64 };
  return upload(internshipApi.uploadDossier, { body: file }, options);
}
