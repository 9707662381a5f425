import { endpoint } from '../../../shared/endpoint.ts';
import { UPLOAD_BODY_MAX_BYTES } from '../../../shared/limits.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffProductFileSchema, UploadProductFileBodySchema } from '../staff-shop.ts';

export const uploadFile = endpoint(
  'POST /api/staff/shop/products/:id/files',
  'Upload an image (JPEG, PNG, WebP) or a technical-sheet PDF of a product (base64)',
  {
    params: IdParamsSchema,
    body: UploadProductFileBodySchema,
    bodyLimit: UPLOAD_BODY_MAX_BYTES,
    answer: { 201: StaffProductFileSchema },
    errors: [413],
  },
);
