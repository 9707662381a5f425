import { endpoint } from '../../../shared/endpoint.ts';
import { GetVisaResponseSchema } from '../get-visa.ts';

export const getVisa = endpoint(
  'GET /api/candidate/visa',
  'The visa record (null when the visa is not enabled)',
  {
    answer: GetVisaResponseSchema,
  },
);
