import { endpoint } from '../../../shared/endpoint.ts';
import { RetentionOverviewResponseSchema } from '../staff-privacy.ts';

export const retentionOverview = endpoint(
  'GET /api/staff/privacy/retention',
  'What is due for deletion within 30 days, and the latest retention runs',
  { answer: RetentionOverviewResponseSchema },
);
