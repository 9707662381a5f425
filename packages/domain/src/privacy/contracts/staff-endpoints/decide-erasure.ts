import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { ErasureDecisionBodySchema, StaffErasureSchema } from '../staff-privacy.ts';

export const decideErasure = endpoint(
  'POST /api/staff/privacy/erasures/:id/decision',
  'Confirm (the erasure runs) or refuse with a reason, on the version read',
  { params: IdParamsSchema, body: ErasureDecisionBodySchema, answer: StaffErasureSchema },
);
