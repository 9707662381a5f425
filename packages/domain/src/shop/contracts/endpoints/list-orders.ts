import { endpoint } from '../../../shared/endpoint.ts';
import { OrdersResponseSchema } from '../shop.ts';

export const listOrders = endpoint('GET /api/shop/orders', "The person's orders, newest first", {
  answer: OrdersResponseSchema,
});
