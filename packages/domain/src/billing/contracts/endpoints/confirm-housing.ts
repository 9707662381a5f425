import { endpoint } from '../../../shared/endpoint.ts';
import { ConfirmHousingBillingBodySchema } from '../confirm-housing-billing.ts';
import { GetBillingResponseSchema } from '../get-billing.ts';

export const confirmHousing = endpoint(
  'POST /api/billing/housing/confirm',
  'Confirm the housing billing data (IBAN and holder always): locks the form',
  { body: ConfirmHousingBillingBodySchema, answer: GetBillingResponseSchema },
);
