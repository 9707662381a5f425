import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffErasureSchema } from '../staff-privacy.ts';

export const getErasure = endpoint(
  'GET /api/staff/privacy/erasures/:id',
  'An erasure request with what its erasure keeps and why',
  { params: IdParamsSchema, answer: StaffErasureSchema },
);
