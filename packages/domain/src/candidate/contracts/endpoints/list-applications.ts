import { endpoint } from '../../../shared/endpoint.ts';
import { ListApplicationsResponseSchema } from '../list-applications.ts';

export const listApplications = endpoint(
  'GET /api/candidate/applications',
  'Application history (Storico): course, date, status',
  { answer: ListApplicationsResponseSchema },
);
