import { endpoint } from '../../../shared/endpoint.ts';
import {
  BillingEditingParamsSchema,
  SetBillingEditingBodySchema,
  StaffBillingStateResponseSchema,
} from '../editing.ts';

export const setBillingEditing = endpoint(
  'PUT /api/staff/users/:userId/billing/:kind',
  'Open or close the course or housing billing form of a person',
  {
    params: BillingEditingParamsSchema,
    body: SetBillingEditingBodySchema,
    answer: StaffBillingStateResponseSchema,
  },
);
