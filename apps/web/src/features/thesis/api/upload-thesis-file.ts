import * as thesisApi from '@school/domain/thesis/contracts/endpoints';
import type { ExamSlug, ThesisFileUploadBody, ThesisResponse } from '@school/domain/thesis/contracts/thesis';
import type { ThesisFileKind } from '@school/domain/thesis/thesis';
import { type UploadOptions, upload } from '../../../lib/upload';

/**
 * The thesis file or the dossier as base64 in JSON, sent with XMLHttpRequest for the progress
 * bar; a new upload replaces the file. Answers the thesis.
 */
export async function uploadThesisFile(
  exam: ExamSlug,
  kind: ThesisFileKind,
  body: ThesisFileUploadBody,
  options: UploadOptions = {},
): Promise<ThesisResponse> {
  return upload(thesisApi.uploadFile, { params: { exam, kind }, body }, options);
}
