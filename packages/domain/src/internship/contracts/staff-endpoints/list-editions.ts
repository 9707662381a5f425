import { endpoint } from '../../../shared/endpoint.ts';
import { StaffStageEditionsResponseSchema } from '../staff-internship.ts';

export const listEditions = endpoint(
  'GET /api/staff/internship/editions',
  'The course editions with course enrolments, with how many have a stage',
  { answer: StaffStageEditionsResponseSchema },
);
