import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { AddInstalmentBodySchema, InstalmentResponseSchema } from '../instalments.ts';

export const addInstalment = endpoint(
  'POST /api/staff/applications/:id/instalments',
  'Add an instalment (unpaid)',
  {
    params: IdParamsSchema,
    body: AddInstalmentBodySchema,
    answer: { 201: InstalmentResponseSchema },
  },
);
