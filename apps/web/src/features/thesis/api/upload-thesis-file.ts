import {
  type ExamSlug,
  type ThesisFileUploadBody,
  type ThesisResponse,
  ThesisResponseSchema,
} from '@school/domain/thesis/contracts/thesis';
import type { ThesisFileKind } from '@school/domain/thesis/thesis';
import { type UploadOptions, uploadJson } from '../../../lib/upload';

/**
 * `POST /api/thesis/:exam/files/:kind`: the thesis file or the dossier as base64 in JSON, sent
 * with XMLHttpRequest for the progress bar; a new upload replaces the file. Answers the thesis.
 */
export async function uploadThesisFile(
  exam: ExamSlug,
  kind: ThesisFileKind,
  body: ThesisFileUploadBody,
  options: UploadOptions = {},
): Promise<ThesisResponse> {
  return ThesisResponseSchema.parse(
    await uploadJson<unknown>(`/api/thesis/${exam}/files/${kind}`, body, options),
  );
}
