import { endpoint } from '../../../shared/endpoint.ts';
import { GetOverviewResponseSchema } from '../get-overview.ts';

export const getOverview = endpoint(
  'GET /api/candidate/overview',
  'Current application, its six-icon status bar and the tabs to show',
  { answer: GetOverviewResponseSchema },
);
