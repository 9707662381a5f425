import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { SetStockBodySchema, StaffProductSchema } from '../staff-shop.ts';

export const setStock = endpoint(
  'PUT /api/staff/shop/products/:id/stock',
  "Set the product's or a size's stock, only if it still holds the value read (409 with the current value otherwise)",
  { params: IdParamsSchema, body: SetStockBodySchema, answer: StaffProductSchema },
);
