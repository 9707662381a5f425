import {
  type StaffStageDocument,
  StaffStageDocumentSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../../lib/upload';
import { editionUrl, stageUrl } from './internship-staff-urls';

/** The owner of an uploaded document: one stage, or every stage of an edition. */
export type DocumentOwner = { stageId: string } | { productCode: string };

/** `POST …/stages/:id/documents` or `…/editions/:code/documents`, through the one upload path. */
export async function uploadStageDocument(
  owner: DocumentOwner,
  fields: { name: string; documentType: string; published: boolean },
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffStageDocument> {
  const url =
    'stageId' in owner
      ? `${stageUrl(owner.stageId)}/documents`
      : `${editionUrl(owner.productCode)}/documents`;
  return StaffStageDocumentSchema.parse(
    await uploadJson<unknown>(
      url,
      { ...fields, fileName: body.fileName, contentBase64: body.contentBase64 },
      options,
    ),
  );
}
