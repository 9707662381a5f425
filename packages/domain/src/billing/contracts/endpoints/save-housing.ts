import { endpoint } from '../../../shared/endpoint.ts';
import { GetBillingResponseSchema } from '../get-billing.ts';
import { SaveHousingBillingBodySchema } from '../save-housing-billing.ts';

export const saveHousing = endpoint(
  'PUT /api/billing/housing',
  'Save the housing billing form (while editable)',
  {
    body: SaveHousingBillingBodySchema,
    answer: GetBillingResponseSchema,
  },
);
