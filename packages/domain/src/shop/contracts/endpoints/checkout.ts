import { endpoint } from '../../../shared/endpoint.ts';
import { CheckoutInputSchema, CheckoutResponseSchema } from '../shop.ts';

export const checkout = endpoint(
  'POST /api/shop/checkout',
  "Proceed to payment: the provider's checkout for what the server priced (409: empty, sold out meanwhile, shipping without a price)",
  { body: CheckoutInputSchema, answer: CheckoutResponseSchema },
);
