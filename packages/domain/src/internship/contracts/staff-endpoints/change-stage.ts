import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffStageSchema, UpdateStageBodySchema } from '../staff-internship.ts';

export const changeStage = endpoint(
  'PUT /api/staff/internship/stages/:id',
  'Change the destination, host, address, tutor, period and exam start on the version read',
  { params: IdParamsSchema, body: UpdateStageBodySchema, answer: StaffStageSchema },
);
