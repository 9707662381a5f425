import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffOrderSchema } from '../staff-shop.ts';

export const getOrder = endpoint(
  'GET /api/staff/shop/orders/:id',
  'An order: its lines, totals, shipping address, payment and refund',
  { params: IdParamsSchema, answer: StaffOrderSchema },
);
