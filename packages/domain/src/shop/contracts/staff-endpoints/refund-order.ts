import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffOrderSchema } from '../staff-shop.ts';

export const refundOrder = endpoint(
  'POST /api/staff/shop/orders/:id/refund',
  'Refund the whole order through the payment provider (409 when refunded or under way; 502 when the provider refuses)',
  { params: IdParamsSchema, answer: StaffOrderSchema, errors: [502] },
);
