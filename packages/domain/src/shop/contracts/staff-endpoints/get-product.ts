import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffProductSchema } from '../staff-shop.ts';

export const getProduct = endpoint(
  'GET /api/staff/shop/products/:id',
  'A product with its sizes, their stock and its files',
  { params: IdParamsSchema, answer: StaffProductSchema },
);
