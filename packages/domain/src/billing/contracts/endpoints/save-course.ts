import { endpoint } from '../../../shared/endpoint.ts';
import { GetBillingResponseSchema } from '../get-billing.ts';
import { SaveCourseBillingBodySchema } from '../save-course-billing.ts';

export const saveCourse = endpoint(
  'PUT /api/billing/course',
  'Save the course billing form (while editable)',
  {
    body: SaveCourseBillingBodySchema,
    answer: GetBillingResponseSchema,
  },
);
