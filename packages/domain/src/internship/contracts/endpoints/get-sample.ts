import { endpoint } from '../../../shared/endpoint.ts';
import { InternshipResponseSchema } from '../internship.ts';

export const getSample = endpoint(
  'GET /api/internship/sample',
  "The test pages' sample stage: every section, the three default forms read-only, no person's data",
  { answer: InternshipResponseSchema },
);
