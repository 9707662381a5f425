import { endpoint } from '../../../shared/endpoint.ts';
import { CreateStageBodySchema, StaffStageSchema } from '../staff-internship.ts';

export const createStage = endpoint(
  'POST /api/staff/internship/stages',
  'Create the stage of a course enrolment at status 0 (409 when it has one)',
  { body: CreateStageBodySchema, answer: { 201: StaffStageSchema } },
);
