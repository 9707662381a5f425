import { endpoint } from '../../../shared/endpoint.ts';
import { ListStagesQuerySchema, ListStagesResponseSchema } from '../staff-internship.ts';

export const listStages = endpoint(
  'GET /api/staff/internship/stages',
  'The stage board of an edition: each course enrolment with its stage (99 without), by status; paged',
  { querystring: ListStagesQuerySchema, answer: ListStagesResponseSchema },
);
