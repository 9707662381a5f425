import { endpoint } from '../../../shared/endpoint.ts';
import { GetBillingResponseSchema } from '../get-billing.ts';

export const getBilling = endpoint(
  'GET /api/billing',
  'Course billing and, with a housing record, housing billing',
  {
    answer: GetBillingResponseSchema,
  },
);
