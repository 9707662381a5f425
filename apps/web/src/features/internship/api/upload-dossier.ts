import * as internshipApi from '@school/domain/internship/contracts/endpoints';
import {
  type InternshipResponse,
  InternshipResponseSchema,
} from '@school/domain/internship/contracts/internship';
import { endpointUrl } from '../../../lib/api-client';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../lib/upload';

/**
 * The internship dossier through the one upload path (the file as base64 in JSON, sent with its
 * progress), answered with the whole area.
 */
export async function uploadDossier(
  body: UploadBody,
  options: UploadOptions = {},
): Promise<InternshipResponse> {
  return InternshipResponseSchema.parse(
    await uploadJson<unknown>(
      endpointUrl(internshipApi.uploadDossier),
      { fileName: body.fileName, contentBase64: body.contentBase64 },
      { ...options, method: 'PUT' },
    ),
  );
}
