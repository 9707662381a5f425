import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import type { StaffStageDocument } from '@school/domain/internship/contracts/staff-internship';
import { type UploadBody, type UploadOptions, upload } from '../../../../lib/upload';

/** The owner of an uploaded document: one stage, or every stage of an edition. */
export type DocumentOwner = { stageId: string } | { productCode: string };

/** A document of one stage, or of every stage of an edition, through the one upload path. */
export async function uploadStageDocument(
  owner: DocumentOwner,
  fields: { name: string; documentType: string; published: boolean },
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffStageDocument> {
  const document = { ...fields, fileName: body.fileName, contentBase64: body.contentBase64 };
  return 'stageId' in owner
    ? upload(
        staffInternshipApi.uploadStageDocument,
        { params: { id: owner.stageId }, body: document },
        options,
      )
    : upload(
        staffInternshipApi.uploadEditionDocument,
        { params: { code: owner.productCode }, body: document },
        options,
      );
}
