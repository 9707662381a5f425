import { endpoint } from '../../../shared/endpoint.ts';
import { BillingExportsQuerySchema, BillingExportsResponseSchema } from '../billing-export.ts';

export const exports = endpoint(
  'GET /api/staff/billing/exports',
  'The last billing export of a kind and the forms confirmed since',
  { querystring: BillingExportsQuerySchema, answer: BillingExportsResponseSchema },
);
