import { endpoint } from '../../../shared/endpoint.ts';
import { IdParamsSchema } from '../../../staff/contracts/fields.ts';
import { StaffStageSchema } from '../staff-internship.ts';

export const getStage = endpoint(
  'GET /api/staff/internship/stages/:id',
  "A stage: student, destination, documents, the three forms' answers, dossier, tutor's evaluation",
  { params: IdParamsSchema, answer: StaffStageSchema },
);
