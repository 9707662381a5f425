import { endpoint } from '../../../shared/endpoint.ts';
import {
  ListEditionApplicationsQuerySchema,
  ListEditionApplicationsResponseSchema,
} from '../list-applications.ts';

export const listApplications = endpoint(
  'GET /api/staff/applications',
  'The applications of a course edition (product code), filtered by status, current step, start date and fee; sorted; paginated',
  { querystring: ListEditionApplicationsQuerySchema, answer: ListEditionApplicationsResponseSchema },
);
