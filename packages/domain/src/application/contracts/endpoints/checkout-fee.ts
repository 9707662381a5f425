import { endpoint } from '../../../shared/endpoint.ts';
import { CheckoutFeeBodySchema, CheckoutFeeResponseSchema } from '../checkout-fee.ts';
import { ProductParamsSchema } from '../get-state.ts';

export const checkoutFee = endpoint(
  'POST /api/application/:productCode/fee/checkout',
  'Open the payment of the application fee (100.00 EUR, computed by the server)',
  {
    params: ProductParamsSchema,
    body: CheckoutFeeBodySchema,
    answer: CheckoutFeeResponseSchema,
    errors: [502],
  },
);
