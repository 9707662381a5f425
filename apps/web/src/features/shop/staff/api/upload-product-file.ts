import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import type { StaffProductFile } from '@school/domain/shop/contracts/staff-shop';
import type { ProductFileKind } from '@school/domain/shop/products';
import { type UploadBody, type UploadOptions, upload } from '../../../../lib/upload';

/** The one upload path's request, with its progress. */
export async function uploadProductFile(
  productId: string,
  kind: ProductFileKind,
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffProductFile> {
  const file = { kind, fileName: body.fileName, contentBase64: body.contentBase64 };
  return upload(staffShopApi.uploadFile, { params: { id: productId }, body: file }, options);
}
