import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffStageSchema } from '../staff-internship.ts';

export const sendEvaluationLink = endpoint(
  'POST /api/staff/internship/stages/:id/evaluation-link',
  'Mail the tutor a link to the end-of-stage evaluation (30 days, one submission); replaces an unused one',
  { params: IdParamsSchema, answer: StaffStageSchema },
);
