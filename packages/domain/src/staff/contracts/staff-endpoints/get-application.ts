import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { GetStaffApplicationResponseSchema } from '../get-application.ts';

export const getApplication = endpoint(
  'GET /api/staff/applications/:id',
  'An application with its candidate, documents, instalments and visa',
  { params: IdParamsSchema, answer: GetStaffApplicationResponseSchema },
);
