import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import { type StaffProductFile, StaffProductFileSchema } from '@school/domain/shop/contracts/staff-shop';
import type { ProductFileKind } from '@school/domain/shop/products';
import { endpointUrl } from '../../../../lib/api-client';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../../lib/upload';

/** The one upload path's request, with its progress. */
export async function uploadProductFile(
  productId: string,
  kind: ProductFileKind,
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffProductFile> {
  return StaffProductFileSchema.parse(
    await uploadJson<unknown>(
      endpointUrl(staffShopApi.uploadFile, { params: { id: productId } }),
      { kind, fileName: body.fileName, contentBase64: body.contentBase64 },
      options,
    ),
  );
}
