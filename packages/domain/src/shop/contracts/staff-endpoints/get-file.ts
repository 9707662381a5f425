import { endpoint } from '../../../shared/endpoint.ts';
import { ProductFileParamsSchema } from '../staff-shop.ts';

export const getFile = endpoint(
  'GET /api/staff/shop/products/:id/files/:fileId',
  "A product's file, for the console's previews",
  { params: ProductFileParamsSchema },
);
