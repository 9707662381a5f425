import { endpoint } from '../../../shared/endpoint.ts';
import { StaffOverviewResponseSchema } from '../overview.ts';

export const overview = endpoint(
  'GET /api/staff/overview',
  'What needs the secretariat: documents, applications, visas, billing forms',
  { answer: StaffOverviewResponseSchema },
);
