import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { ChangeStageStatusBodySchema, StaffStageSchema } from '../staff-internship.ts';

export const changeStatus = endpoint(
  'PUT /api/staff/internship/stages/:id/status',
  "Set the stage's status from the one read (409 internship.statusChanged otherwise); the person's stage status follows",
  { params: IdParamsSchema, body: ChangeStageStatusBodySchema, answer: StaffStageSchema },
);
