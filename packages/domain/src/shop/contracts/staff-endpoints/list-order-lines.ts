import { endpoint } from '../../../shared/endpoint.ts';
import { ListOrderLinesQuerySchema, ListOrderLinesResponseSchema } from '../staff-shop.ts';

export const listOrderLines = endpoint(
  'GET /api/staff/shop/order-lines',
  'The order board: the lines of a status, oldest order first; by order number or buyer',
  { querystring: ListOrderLinesQuerySchema, answer: ListOrderLinesResponseSchema },
);
