import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffProductSchema, UpdateProductBodySchema } from '../staff-shop.ts';

export const changeProduct = endpoint(
  'PUT /api/staff/shop/products/:id',
  "Change a product's fields and sizes on the version read (not its stock: PUT …/stock)",
  { params: IdParamsSchema, body: UpdateProductBodySchema, answer: StaffProductSchema },
);
