import { endpoint } from '../../../shared/endpoint.ts';
import {
  PersonChangeResponseSchema,
  PersonEnrolmentParamsSchema,
  SetEnrolmentFlagBodySchema,
} from '../people.ts';

export const setEnrolmentFlag = endpoint(
  'PUT /api/staff/people/:id/enrolments/:enrolmentId/flags',
  'Switch one flag of an enrolment of the person',
  {
    params: PersonEnrolmentParamsSchema,
    body: SetEnrolmentFlagBodySchema,
    answer: PersonChangeResponseSchema,
  },
);
