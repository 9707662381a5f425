import { endpoint } from '../../../shared/endpoint.ts';
import { CheckoutFeeBodySchema, CheckoutFeeResponseSchema } from '../checkout-fee.ts';

export const checkoutTestFee = endpoint(
  'POST /api/application/test-fee/checkout',
  'The test fee page (/stepPagamentoTEST): a fee checkout for anyone, recorded nowhere',
  { body: CheckoutFeeBodySchema, answer: CheckoutFeeResponseSchema, errors: [502] },
);
