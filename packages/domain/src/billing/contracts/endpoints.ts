import { endpoint } from '../../shared/endpoint.ts';
import { ConfirmCourseBillingBodySchema } from './confirm-course-billing.ts';
import { ConfirmHousingBillingBodySchema } from './confirm-housing-billing.ts';
import { GetBillingResponseSchema } from './get-billing.ts';
import { SaveCourseBillingBodySchema } from './save-course-billing.ts';
import { SaveHousingBillingBodySchema } from './save-housing-billing.ts';

/** The billing endpoints of the profile: each answers the billing as `GET /api/billing` does. */
export const billingApi = {
  getBilling: endpoint('GET /api/billing', 'Course billing and, with a housing record, housing billing', {
    answer: GetBillingResponseSchema,
  }),
  saveCourse: endpoint('PUT /api/billing/course', 'Save the course billing form (while editable)', {
    body: SaveCourseBillingBodySchema,
    answer: GetBillingResponseSchema,
  }),
  saveHousing: endpoint('PUT /api/billing/housing', 'Save the housing billing form (while editable)', {
    body: SaveHousingBillingBodySchema,
    answer: GetBillingResponseSchema,
  }),
  confirmCourse: endpoint(
    'POST /api/billing/course/confirm',
    'Confirm the course billing data: locks the form and records the compilation date',
    { body: ConfirmCourseBillingBodySchema, answer: GetBillingResponseSchema },
  ),
  confirmHousing: endpoint(
    'POST /api/billing/housing/confirm',
    'Confirm the housing billing data (IBAN and holder always): locks the form',
    { body: ConfirmHousingBillingBodySchema, answer: GetBillingResponseSchema },
  ),
};
