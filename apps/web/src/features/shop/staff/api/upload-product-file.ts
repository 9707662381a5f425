import { type StaffProductFile, StaffProductFileSchema } from '@school/domain/shop/contracts/staff-shop';
import type { ProductFileKind } from '@school/domain/shop/products';
import { type UploadBody, type UploadOptions, uploadJson } from '../../../../lib/upload';
import { productUrl } from './shop-staff-urls';

/** `POST /api/staff/shop/products/:id/files`: the one upload path's request, with its progress. */
export async function uploadProductFile(
  productId: string,
  kind: ProductFileKind,
  body: UploadBody,
  options: UploadOptions,
): Promise<StaffProductFile> {
  return StaffProductFileSchema.parse(
    await uploadJson<unknown>(
      `${productUrl(productId)}/files`,
      { kind, fileName: body.fileName, contentBase64: body.contentBase64 },
      options,
    ),
  );
}
