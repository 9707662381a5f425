import { endpoint } from '../../../shared/endpoint.ts';
import { BillingEditingParamsSchema, StaffBillingStateResponseSchema } from '../editing.ts';

export const getBillingEditing = endpoint(
  'GET /api/staff/users/:userId/billing/:kind',
  'The course or housing billing form of a person, with its version',
  { params: BillingEditingParamsSchema, answer: StaffBillingStateResponseSchema },
);
