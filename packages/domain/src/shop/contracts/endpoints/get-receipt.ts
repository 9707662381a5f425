import { endpoint } from '../../../shared/endpoint.ts';
import { OrderParamsSchema } from '../shop.ts';

export const getReceipt = endpoint(
  'GET /api/shop/orders/:id/receipt.pdf',
  'The receipt of one of the person’s orders, as a PDF',
  { params: OrderParamsSchema },
);
