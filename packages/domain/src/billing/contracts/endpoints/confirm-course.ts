import { endpoint } from '../../../shared/endpoint.ts';
import { ConfirmCourseBillingBodySchema } from '../confirm-course-billing.ts';
import { GetBillingResponseSchema } from '../get-billing.ts';

export const confirmCourse = endpoint(
  'POST /api/billing/course/confirm',
  'Confirm the course billing data: locks the form and records the compilation date',
  { body: ConfirmCourseBillingBodySchema, answer: GetBillingResponseSchema },
);
