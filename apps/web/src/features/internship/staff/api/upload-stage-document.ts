import * as staffInternshipApi from '@school/domain/internship/contracts/staff-endpoints';
import {
  type StaffStageDocument,
  StaffStageDocumentSchema,
} from '@school/domain/internship/contracts/staff-internship';
import { endpointUrl } from '../../../../lib/api-client';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../../lib/upload';

/** The owner of an uploaded document: one stage, or every stage of an edition. */
export type DocumentOwner = { stageId: string } | { productCode: string };

/** A document of one stage, or of every stage of an edition, through the one upload path. */
export async function uploadStageDocument(
  owner: DocumentOwner,
  fields: { name: string; documentType: string; published: boolean },
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffStageDocument> {
  const url =
    'stageId' in owner
      ? endpointUrl(staffInternshipApi.uploadStageDocument, { params: { id: owner.stageId } })
      : endpointUrl(staffInternshipApi.uploadEditionDocument, { params: { code: owner.productCode } });
  return StaffStageDocumentSchema.parse(
    await uploadJson<unknown>(
      url,
      { ...fields, fileName: body.fileName, contentBase64: body.contentBase64 },
      options,
    ),
  );
}
