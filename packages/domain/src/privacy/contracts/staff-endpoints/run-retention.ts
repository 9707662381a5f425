import { endpoint } from '../../../shared/endpoint.ts';
import { RetentionRunSchema } from '../staff-privacy.ts';

export const runRetention = endpoint(
  'POST /api/staff/privacy/retention/run',
  'Run the retention check now (what is due and not held is deleted)',
  { answer: RetentionRunSchema },
);
