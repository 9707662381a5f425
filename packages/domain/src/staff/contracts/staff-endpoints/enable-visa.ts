import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../fields.ts';
import { EnableVisaBodySchema, StaffVisaResponseSchema } from '../visa.ts';

export const enableVisa = endpoint(
  'PUT /api/staff/applications/:id/visa',
  'Enable the visa tab with a record type (Visto C or Visto D), or disable it',
  { params: IdParamsSchema, body: EnableVisaBodySchema, answer: StaffVisaResponseSchema },
);
