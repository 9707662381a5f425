import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';

export const downloadDocument = endpoint(
  'GET /api/staff/internship/documents/:id',
  "A stage document's file",
  {
    params: IdParamsSchema,
  },
);
