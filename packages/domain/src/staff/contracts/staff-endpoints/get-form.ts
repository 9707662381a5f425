import { endpoint } from '../../../shared/endpoint.ts';
import { StaffApplicationFormResponseSchema } from '../application-form.ts';
import { IdParamsSchema } from '../fields.ts';

export const getForm = endpoint(
  'GET /api/staff/applications/:id/form',
  "What the applicant entered in steps 1-6, the form's files, the step reached and the fee",
  { params: IdParamsSchema, answer: StaffApplicationFormResponseSchema },
);
